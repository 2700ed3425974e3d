import { PageHero } from '@/components/page-hero';

/** R Programming Training: the page's own content lands with its feature issue. */
export function RTrainingPage() {
  return <PageHero title="R Programming Training" />;
}
