import Container from '@mui/material/Container';

import { NewsletterList } from './components/newsletter-list';
import { newsletters, newslettersCopy as copy } from './newsletters-content';

import { PageHero } from '@/components/page-hero';

/** /resources/newsletters: the issues from the content module, searchable and filtered by category. */
export function NewslettersPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <NewsletterList newsletters={newsletters} />
      </Container>
    </>
  );
}
