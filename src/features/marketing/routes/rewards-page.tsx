import { PageHero } from '@/components/page-hero';

/** Honoring Achievements: the page's own content lands with its feature issue. */
export function RewardsPage() {
  return <PageHero title="Honoring Achievements" />;
}
