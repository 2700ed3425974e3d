import { PageHero } from '@/components/page-hero';

/** Webinars: the page's own content lands with its feature issue. */
export function WebinarsPage() {
  return <PageHero title="Webinars" />;
}
