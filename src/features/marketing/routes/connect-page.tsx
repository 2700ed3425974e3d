import { useLocation } from 'react-router-dom';

import { connectPageTitles, titleForPath } from '../content';

import { PageHero } from '@/components/page-hero';

/** A static connect list (past events, industry, academia, startups), chosen by its route. */
export function ConnectPage() {
  const { pathname } = useLocation();
  return <PageHero title={titleForPath(connectPageTitles, pathname) ?? 'Connects'} />;
}
