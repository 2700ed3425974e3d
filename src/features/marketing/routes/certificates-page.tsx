import { PageHero } from '@/components/page-hero';

/** Our Certificates: the page's own content lands with its feature issue. */
export function CertificatesPage() {
  return <PageHero title="Our Certificates" />;
}
