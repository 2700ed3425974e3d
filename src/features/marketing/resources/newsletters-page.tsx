import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

import { useGetNewslettersQuery } from './api';
import { NewsletterList } from './components/newsletter-list';
import { newslettersCopy as copy } from './newsletters-content';

import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';

const skeletonLines = (
  <>
    <Skeleton width="40%" />
    <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
    <Skeleton />
  </>
);

/** /resources/newsletters: the published issues, searchable and filtered by category, each a PDF. */
export function NewslettersPage() {
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetNewslettersQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );

  let body;
  if (data) body = <NewsletterList newsletters={data} />;
  else if (isError && !isFetching)
    body = (
      <ErrorState
        title={copy.errorTitle}
        message={copy.error(errorMessage(error))}
        onRetry={() => void refetch()}
        retryLabel={copy.retry}
      />
    );
  else
    body = (
      <CardGridSkeleton label={copy.loading} imageHeight={220} actionWidth={200} lines={skeletonLines} />
    );

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
