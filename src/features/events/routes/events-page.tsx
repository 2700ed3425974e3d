import { PageHero } from '@/components/page-hero';

/** Events: the page's own content lands with its feature issue. */
export function EventsPage() {
  return <PageHero title="Events" />;
}
