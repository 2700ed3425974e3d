import { PageHero } from '@/components/page-hero';

/** Chambers of Commerce: the page's own content lands with its feature issue. */
export function ChambersPage() {
  return <PageHero title="Chambers of Commerce" />;
}
