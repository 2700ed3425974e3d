import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';

import { AwardCard } from './components/award-card';
import { awards, awardsCopy as copy } from './content';

import { PageHero } from '@/components/page-hero';

/** /rewards-recognition: "Honoring Achievements", three rotating award cards. */
export function RewardsPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.heading} eyebrow={copy.title} documentTitle={copy.title} subtitle={copy.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid
          container
          spacing={3}
          component="ul"
          aria-label={copy.listLabel}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {awards.map((award) => (
            <Grid key={award.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <AwardCard award={award} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
