import { PageHero } from '@/components/page-hero';

/** Crafting Careers in the Life Sciences industry: the page's own content lands with its feature issue. */
export function AcademiaPage() {
  return <PageHero title="Crafting Careers in the Life Sciences industry" />;
}
