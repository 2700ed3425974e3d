import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { benefits, instructor, requirements } from '../content';

import { Section } from './programme-section';

import { site } from '@/lib/site';

/** Requirements and the instructor: copy that never changes, kept as prerendered (StaticPart). */
export function AboutTheProgramme() {
  return (
    <>
      <Section title="Requirements" tinted>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {requirements.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 1 }}>
              {item}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title="Your Instructor">
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h3">
            {instructor.name}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {instructor.role}
          </Typography>
          <Typography sx={{ maxWidth: 760 }}>{instructor.bio}</Typography>
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            startIcon={<MailOutlineIcon aria-hidden="true" />}
            href={`mailto:${site.email}?subject=${encodeURIComponent('Question about R training')}`}
          >
            {instructor.contactLabel}
          </Button>
        </Paper>
      </Section>
    </>
  );
}

/** Why learn R with us, for learners and for organisations: copy, kept as prerendered. */
export function WhyLearnR() {
  return (
    <Section title="Why Learn R With Us" later={{ xs: 570, md: 360 }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[benefits.learners, benefits.organizations].map((list) => (
          <Box key={list.title}>
            <Typography variant="h5" component="h3" gutterBottom>
              {list.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {list.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 1 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
