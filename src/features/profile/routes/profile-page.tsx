import { PageHero } from '@/components/page-hero';

/** My Profile: the page's own content lands with its feature issue. */
export function ProfilePage() {
  return <PageHero title="My Profile" />;
}
