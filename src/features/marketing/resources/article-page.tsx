import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useGetArticleQuery, useGetArticlesQuery } from './api';
import { blogsCopy as copy } from './blogs-content';
import type { Article } from './model';

import { ErrorState } from '@/components/error-state';
import { FallbackImage } from '@/components/fallback-image';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { paths } from '@/lib/paths';

const IMAGE = { width: 1600, height: 900 };

const backToBlogs = (
  <Button component={RouterLink} to={paths.blogs} variant="outlined" startIcon={<ArrowBackIcon />}>
    {copy.backToBlogs}
  </Button>
);

/** The article's body: the backend's sanitized HTML, set in the site's type. */
const bodySx = {
  typography: 'body1',
  fontSize: { xs: '1.0625rem', md: '1.125rem' },
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h4', mt: 5, mb: 2 },
  '& h3': { typography: 'h5', mt: 4, mb: 1.5 },
  '& h4, & h5, & h6': { typography: 'h6', mt: 3, mb: 1 },
  '& p, & ul, & ol, & blockquote, & pre, & table': { mt: 0, mb: 2.5 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& a': { color: 'primary.main' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, color: 'text.secondary', mx: 0 },
  '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
  '& code': { fontFamily: 'monospace', fontSize: '0.95em' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1 },
} as const;

/** /resources/blogs/:slug: one published article with its picture, byline and body. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const list = useDeferredData(
    useGetArticlesQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const article = useDeferredData(
    useGetArticleQuery(slug, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const summary = article.data ?? list.data?.find((candidate) => candidate.slug === slug);

  let content;
  if (article.data) content = <ArticleBody article={article.data} />;
  else if (list.data && !summary)
    content = (
      <ErrorState title={copy.articleNotFound} message={copy.articleNotFoundHint} action={backToBlogs} />
    );
  // A failed article waits for the list, which tells a gone article (not found) from a failed call.
  else if (article.isError && !article.isFetching && (list.data || (list.isError && !list.isFetching)))
    content = (
      <ErrorState
        title={copy.articleErrorTitle}
        message={copy.error(errorMessage(article.error))}
        onRetry={() => void article.refetch()}
        retryLabel={copy.retry}
        action={backToBlogs}
      />
    );
  else content = <ArticleSkeleton />;

  return (
    <>
      <PageHero
        title={summary?.title ?? copy.articleFallbackTitle}
        subtitle={summary?.excerpt || undefined}
        // An address no published article has is not a page to index.
        noindex={Boolean(list.data && !summary)}
      />
      <meta name="description" content={summary?.excerpt || copy.articleFallbackDescription} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {content}
      </Container>
    </>
  );
}

function ArticleBody({ article }: { article: Article }) {
  return (
    <Box component="article" aria-label={article.title}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {article.category && <Chip label={article.category} size="small" variant="outlined" />}
        <Typography variant="body2" color="text.secondary">
          {copy.by(article.author)} · <time dateTime={article.isoDate}>{article.date}</time> ·{' '}
          {article.readTime}
        </Typography>
      </Stack>
      {article.image && (
        <FallbackImage
          src={article.image}
          alt=""
          {...IMAGE}
          priority
          testId="article-image"
          placeholder={<ArticleOutlinedIcon sx={{ fontSize: 48 }} />}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 4,
          }}
        />
      )}
      <Box sx={bodySx} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <Box sx={{ mt: 6 }}>{backToBlogs}</Box>
    </Box>
  );
}

function ArticleSkeleton() {
  return (
    <Box role="status" aria-label={copy.articleLoading} aria-busy="true">
      <Skeleton width="50%" sx={{ mb: 2 }} />
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', mb: 4 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} width={index % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Box>
  );
}
