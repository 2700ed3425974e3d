import Container from '@mui/material/Container';
import { useLocation } from 'react-router-dom';

import { ConnectGrid } from './components/connect-card';
import { connectCopy, connectPageFor } from './connect-content';

import { EmptyState } from '@/components/empty-state';
import { PageHero } from '@/components/page-hero';

/** A static connect list (past and upcoming events, industry, academia, startups), chosen by its route. */
export function ConnectPage() {
  const { pathname } = useLocation();
  const page = connectPageFor(pathname);
  if (!page) return <EmptyState title={connectCopy.empty} />;
  return (
    <>
      <meta name="description" content={page.description} />
      <PageHero title={page.title} subtitle={page.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ConnectGrid items={page.items} label={page.listLabel} />
      </Container>
    </>
  );
}
