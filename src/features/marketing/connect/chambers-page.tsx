import Container from '@mui/material/Container';

import { chamberEvents, chambersCopy as copy } from './chambers-content';
import { ConnectGrid } from './components/connect-card';

import { PageHero } from '@/components/page-hero';

/** /chambers-of-commerce: three event cards with "Learn More" links. */
export function ChambersPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ConnectGrid items={chamberEvents} label={copy.listLabel} actionLabel={copy.learnMore} />
      </Container>
    </>
  );
}
