import { PageHero } from '@/components/page-hero';

/** Course Details: the page's own content lands with its feature issue. */
export function CatalogueCoursePage() {
  return <PageHero title="Course Details" />;
}
