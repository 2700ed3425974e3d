import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

import type { TeamMember } from '../content';

import { CardGrid } from '@/components/card-grid';

/** The management team: a monogram (no photographs), name, role and bio. */
export function TeamCards({ members }: { members: TeamMember[] }) {
  return (
    <CardGrid columns={{ xs: 1, md: 2 }}>
      {members.map((member, index) => (
        <li key={member.id}>
          <Card component="article" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar
                aria-hidden="true"
                sx={{
                  width: 72,
                  height: 72,
                  fontSize: '1.6rem',
                  fontWeight: 800,
                  bgcolor: index % 2 === 0 ? 'primary.main' : 'info.main',
                  border: '3px solid',
                  borderColor: 'secondary.main',
                }}
              >
                {member.initials}
              </Avatar>
              <Box>
                <Typography variant="h5" component="h3">
                  {member.name}
                </Typography>
                <Typography sx={{ color: 'info.main', fontWeight: 700 }}>{member.role}</Typography>
              </Box>
            </Box>
            {member.bio.map((line) => (
              <Typography key={line} color="text.secondary" sx={{ mt: 2 }}>
                {line}
              </Typography>
            ))}
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
