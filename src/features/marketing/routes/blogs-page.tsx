import { PageHero } from '@/components/page-hero';

/** Blogs: the page's own content lands with its feature issue. */
export function BlogsPage() {
  return <PageHero title="Blogs" />;
}
