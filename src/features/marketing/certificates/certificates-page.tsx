import Container from '@mui/material/Container';

import { useGetCertificatesQuery } from './api';
import { CertificateGrid, CertificateGridSkeleton } from './components/certificate-grid';
import { certificatesCopy as copy } from './content';

import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';

/** /certificates: "Our Certificates", a grid from `certificates.php`. */
export function CertificatesPage() {
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetCertificatesQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );

  let body;
  if (data && data.length > 0) {
    body = <CertificateGrid certificates={data} />;
  } else if (data) {
    body = <EmptyState title={copy.empty} hint={copy.emptyHint} />;
  } else if (isError && !isFetching) {
    body = (
      <ErrorState
        title={copy.errorTitle}
        message={copy.error(errorMessage(error))}
        onRetry={() => void refetch()}
        retryLabel={copy.retry}
      />
    );
  } else {
    body = <CertificateGridSkeleton />;
  }

  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {body}
      </Container>
    </>
  );
}
