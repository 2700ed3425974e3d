import { useLocation } from 'react-router-dom';

import { offeringTitles, titleForPath } from '../content';

import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

const titlesByPath = Object.fromEntries(
  Object.entries(offeringTitles).map(([slug, title]) => [paths.offering(slug), title]),
);

/** An offering detail page, chosen by its route; the page's own content lands with the marketing issue. */
export function OfferingPage() {
  const { pathname } = useLocation();
  return <PageHero eyebrow="Offerings" title={titleForPath(titlesByPath, pathname) ?? 'Our Offerings'} />;
}
