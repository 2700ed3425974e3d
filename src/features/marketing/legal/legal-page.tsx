import Container from '@mui/material/Container';
import { useLocation } from 'react-router-dom';

import { LegalDocument } from './components/legal-document';
import { legalDocumentFor, privacyPolicy } from './content';

import { PageHero } from '@/components/page-hero';

/** A legal page (privacy, terms, cancellation and refunds), chosen by its route. */
export function LegalPage() {
  const { pathname } = useLocation();
  const document = legalDocumentFor(pathname) ?? privacyPolicy;
  return (
    <>
      <meta name="description" content={document.description} />
      <PageHero title={document.title} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <LegalDocument document={document} />
      </Container>
    </>
  );
}
