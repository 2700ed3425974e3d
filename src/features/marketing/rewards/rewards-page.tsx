import Container from '@mui/material/Container';

import { AwardCard } from './components/award-card';
import { awards, awardsCopy as copy } from './content';

import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';

/** /rewards-recognition: "Honoring Achievements", three rotating award cards. */
export function RewardsPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.heading} eyebrow={copy.title} documentTitle={copy.title} subtitle={copy.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <CardGrid label={copy.listLabel}>
          {awards.map((award) => (
            <li key={award.id}>
              <AwardCard award={award} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </>
  );
}
