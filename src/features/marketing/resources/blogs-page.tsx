import Container from '@mui/material/Container';

import { blogArticles, blogsCopy as copy } from './blogs-content';
import { BlogList } from './components/blog-list';

import { PageHero } from '@/components/page-hero';

/** /resources/blogs: the articles from the content module, searchable and filtered by category. */
export function BlogsPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BlogList articles={blogArticles} />
      </Container>
    </>
  );
}
