import { PageHero } from '@/components/page-hero';

/** Course: the page's own content lands with its feature issue. */
export function CoursePlayerPage() {
  return <PageHero title="Course" />;
}
