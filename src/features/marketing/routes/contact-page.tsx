import { PageHero } from '@/components/page-hero';

/** Contact Us: the page's own content lands with its feature issue. */
export function ContactPage() {
  return <PageHero title="Contact Us" />;
}
