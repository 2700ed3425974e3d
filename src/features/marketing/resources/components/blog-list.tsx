import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { blogsCopy as copy } from '../blogs-content';
import { categoryChoices, filterArticles, splitFeatured } from '../listing-filter';
import type { BlogArticle } from '../listing-filter';

import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { FallbackImage } from '@/components/fallback-image';
import { SearchField } from '@/components/search-field';
import { ALL_CATEGORIES } from '@/lib/list-filter';
import { paths } from '@/lib/paths';

const IMAGE = { width: 640, height: 360 };
const imageSx = {
  width: '100%',
  height: 'auto',
  aspectRatio: `${IMAGE.width} / ${IMAGE.height}`,
  objectFit: 'cover',
};
const placeholder = <ArticleOutlinedIcon sx={{ fontSize: 48 }} />;

/** The article's title, linking to its page. */
function ArticleLink({ article }: { article: BlogArticle }) {
  return (
    <Link component={RouterLink} to={paths.blogArticle(article.id)} color="inherit" underline="hover">
      {article.title}
    </Link>
  );
}

function Byline({ article }: { article: BlogArticle }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {copy.by(article.author)} · {article.date} · {article.readTime}
    </Typography>
  );
}

function FeaturedArticle({ article }: { article: BlogArticle }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${copy.featuredLabel}: ${article.title}`}
      sx={{ mb: 4 }}
    >
      <Grid container>
        <Grid size={{ xs: 12, md: 6 }}>
          <FallbackImage
            src={article.image}
            alt=""
            {...IMAGE}
            testId="article-image"
            placeholder={placeholder}
            sx={imageSx}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Stack direction="row" spacing={1}>
              <Chip label={copy.featuredLabel} color="secondary" size="small" />
              <Chip label={article.category} size="small" variant="outlined" />
            </Stack>
            <Typography variant="h4" component="h2" sx={{ mt: 2 }}>
              <ArticleLink article={article} />
            </Typography>
            <Typography sx={{ mt: 1.5 }}>{article.excerpt}</Typography>
            <Byline article={article} />
          </CardContent>
        </Grid>
      </Grid>
    </Card>
  );
}

function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <FallbackImage
        src={article.image}
        alt=""
        {...IMAGE}
        testId="article-image"
        placeholder={placeholder}
        sx={imageSx}
      />
      <CardContent>
        <Chip label={article.category} size="small" variant="outlined" />
        <Typography variant="h6" component="h2" sx={{ mt: 1.5 }}>
          <ArticleLink article={article} />
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {article.excerpt}
        </Typography>
        <Byline article={article} />
      </CardContent>
    </Card>
  );
}

/** Blog articles with a search box, category buttons, a featured article and a grid. */
export function BlogList({ articles }: { articles: readonly BlogArticle[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => categoryChoices(articles), [articles]);
  const { featured, others } = useMemo(
    () => splitFeatured(filterArticles(articles, { search, category })),
    [articles, search, category],
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <SearchField label={copy.searchLabel} value={search} onChange={setSearch} />
        <Box
          role="group"
          aria-label={copy.categoriesLabel}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {categories.map((choice) => (
            <Button
              key={choice}
              size="small"
              variant={choice === category ? 'contained' : 'outlined'}
              aria-pressed={choice === category}
              onClick={() => setCategory(choice)}
            >
              {choice}
            </Button>
          ))}
        </Box>
      </Stack>
      {featured && <FeaturedArticle article={featured} />}
      {others.length > 0 && (
        <CardGrid label={copy.listLabel}>
          {others.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </CardGrid>
      )}
      {!featured && others.length === 0 && (
        <EmptyState title={copy.empty} hint={articles.length === 0 ? copy.emptyNone : copy.emptyHint} />
      )}
    </>
  );
}
