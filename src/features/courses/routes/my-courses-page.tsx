import { PageHero } from '@/components/page-hero';

/** My Courses: the page's own content lands with its feature issue. */
export function MyCoursesPage() {
  return <PageHero title="My Courses" />;
}
