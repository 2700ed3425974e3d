import PersonIcon from '@mui/icons-material/PersonOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import type { Instructor } from '../model';

import { UploadImage } from './upload-image';

export const INSTRUCTOR_PICTURE_SIZE = 88;

type InstructorCardProps = { instructor: Instructor; headingLevel?: 'h2' | 'h3' };

/** An instructor: picture (or placeholder), name, designation, bio and e-mail (memoized, as CourseCard). */
export const InstructorCard = memo(function InstructorCard({
  instructor,
  headingLevel = 'h2',
}: InstructorCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UploadImage
            src={instructor.pictureUrl}
            placeholder={<PersonIcon sx={{ fontSize: 44 }} />}
            width={INSTRUCTOR_PICTURE_SIZE}
            height={INSTRUCTOR_PICTURE_SIZE}
            fluid={false}
            rounded
            testId="instructor-picture"
          />
          <div>
            <Typography variant="h6" component={headingLevel} sx={{ lineHeight: 1.3 }}>
              {instructor.name}
            </Typography>
            {instructor.designation && (
              <Typography variant="body2" color="text.secondary">
                {instructor.designation}
              </Typography>
            )}
          </div>
        </Stack>
        {instructor.bio && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {instructor.bio}
          </Typography>
        )}
        {instructor.email && (
          <Link
            href={`mailto:${instructor.email}`}
            variant="body2"
            sx={{ mt: 1.5, display: 'inline-block', wordBreak: 'break-all' }}
          >
            {instructor.email}
          </Link>
        )}
      </CardContent>
    </Card>
  );
});
