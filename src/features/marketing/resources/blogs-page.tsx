import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';

import { useGetArticlesQuery } from './api';
import { blogsCopy as copy } from './blogs-content';
import { BlogList } from './components/blog-list';

import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { paths } from '@/lib/paths';

const skeletonLines = (
  <>
    <Skeleton width={80} />
    <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
    <Skeleton />
    <Skeleton width="60%" />
  </>
);

/** /resources/blogs: the published articles, searchable and filtered by category, with their feed. */
export function BlogsPage() {
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetArticlesQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );

  let body;
  if (data) body = <BlogList articles={data} />;
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
    body = <CardGridSkeleton label={copy.loading} imageHeight={200} actionWidth={0} lines={skeletonLines} />;

  return (
    <>
      <meta name="description" content={copy.description} />
      <link rel="alternate" type="application/atom+xml" title={copy.feedTitle} href={paths.blogFeed} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {body}
        <Box sx={{ mt: 4 }}>
          <Link href={paths.blogFeed} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <RssFeedIcon fontSize="small" aria-hidden />
            {copy.feedLink}
          </Link>
        </Box>
      </Container>
    </>
  );
}
