import { PageHero } from '@/components/page-hero';

/** Courses: the page's own content lands with its feature issue. */
export function CataloguePage() {
  return <PageHero title="Courses" />;
}
