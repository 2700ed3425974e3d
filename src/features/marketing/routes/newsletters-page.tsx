import { PageHero } from '@/components/page-hero';

/** Newsletters: the page's own content lands with its feature issue. */
export function NewslettersPage() {
  return <PageHero title="Newsletters" />;
}
