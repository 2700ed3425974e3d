import { blogsCopy } from './blogs-content';
import type { Newsletter } from './listing-filter';
import { readArticle, readArticles, readNewsletters } from './model';
import type { Article } from './model';
import { newslettersCopy } from './newsletters-content';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

/** The backend addresses the blogs and newsletters pages read (server/README.md, "Articles and newsletters"). */
export const ARTICLES_PATH = '/api/articles';
export const NEWSLETTERS_PATH = '/api/newsletters';
export const articlePath = (slug: string) => `${ARTICLES_PATH}/${encodeURIComponent(slug)}`;

export const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<Article[], undefined>({
      queryFn: backendCall({
        request: () => ARTICLES_PATH,
        failures: { failed: blogsCopy.fetchFailed, malformed: blogsCopy.fetchFailed },
        read: (body) => readArticles(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: (articles) => [
        { type: 'Article', id: 'LIST' },
        ...(articles ?? []).map((article) => ({ type: 'Article' as const, id: article.slug })),
      ],
    }),
    getArticle: build.query<Article, string>({
      queryFn: backendCall({
        request: (slug: string) => articlePath(slug),
        failures: { failed: blogsCopy.articleFetchFailed, malformed: blogsCopy.articleFetchFailed },
        read: (body) => readArticle(body, getConfig().apiBaseUrl),
      }),
      providesTags: (_article, _error, slug) => [{ type: 'Article', id: slug }],
    }),
    getNewsletters: build.query<Newsletter[], undefined>({
      queryFn: backendCall({
        request: () => NEWSLETTERS_PATH,
        failures: { failed: newslettersCopy.fetchFailed, malformed: newslettersCopy.fetchFailed },
        read: (body) => readNewsletters(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: (newsletters) => [
        { type: 'Newsletter', id: 'LIST' },
        ...(newsletters ?? []).map((newsletter) => ({ type: 'Newsletter' as const, id: newsletter.id })),
      ],
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetNewslettersQuery } = resourcesApi;
