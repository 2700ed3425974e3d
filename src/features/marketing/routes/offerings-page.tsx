import { PageHero } from '@/components/page-hero';

/** Our Offerings: the page's own content lands with its feature issue. */
export function OfferingsPage() {
  return <PageHero title="Our Offerings" />;
}
