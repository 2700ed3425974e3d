import { PageHero } from '@/components/page-hero';

/** Empowering People, Transforming Organisations: the page's own content lands with its feature issue. */
export function HomePage() {
  return <PageHero title="Empowering People, Transforming Organisations" />;
}
