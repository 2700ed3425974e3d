import { PageHero } from '@/components/page-hero';

/** About Us: the page's own content lands with its feature issue. */
export function AboutPage() {
  return <PageHero title="About Us" />;
}
