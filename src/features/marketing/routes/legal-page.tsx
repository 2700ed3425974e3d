import { useLocation } from 'react-router-dom';

import { legalPageTitles, titleForPath } from '../content';

import { PageHero } from '@/components/page-hero';

/** A legal page (privacy, terms, cancellation and refunds), chosen by its route. */
export function LegalPage() {
  const { pathname } = useLocation();
  return <PageHero title={titleForPath(legalPageTitles, pathname) ?? 'Legal'} />;
}
