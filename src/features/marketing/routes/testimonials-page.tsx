import { PageHero } from '@/components/page-hero';

/** Testimonials: the page's own content lands with its feature issue. */
export function TestimonialsPage() {
  return <PageHero title="Testimonials" />;
}
