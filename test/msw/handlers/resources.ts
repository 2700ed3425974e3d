import { HttpResponse, delay, http } from 'msw';

import { articleBody, articleRows, newsletterRows } from '../../fixtures/resources';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const ARTICLES = '*/api/articles';
const ARTICLE = '*/api/articles/:slug';
const NEWSLETTERS = '*/api/newsletters';

export const handlers = [
  http.get(ARTICLES, () => HttpResponse.json(articleRows)),
  http.get(ARTICLE, ({ params }) => {
    const article = articleBody(String(params.slug));
    return article
      ? HttpResponse.json(article)
      : HttpResponse.json({ message: 'No published article has this address.' }, { status: 404 });
  }),
  http.get(NEWSLETTERS, () => HttpResponse.json(newsletterRows)),
];

const htmlServerError = (path: string) => () =>
  http.get(path, () =>
    HttpResponse.text(PHP_FATAL_ERROR, { status: 500, headers: { 'Content-Type': 'text/html' } }),
  );
const pending = (path: string) => () =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

export const articleFailures = {
  ...failuresFor('get', ARTICLES),
  htmlServerError: htmlServerError(ARTICLES),
  empty: () => http.get(ARTICLES, () => HttpResponse.json([])),
  withRows: (rows: unknown[]) => http.get(ARTICLES, () => HttpResponse.json(rows)),
  pending: pending(ARTICLES),
};

export const oneArticleFailures = {
  ...failuresFor('get', ARTICLE),
  htmlServerError: htmlServerError(ARTICLE),
  pending: pending(ARTICLE),
};

export const newsletterFailures = {
  ...failuresFor('get', NEWSLETTERS),
  htmlServerError: htmlServerError(NEWSLETTERS),
  empty: () => http.get(NEWSLETTERS, () => HttpResponse.json([])),
  pending: pending(NEWSLETTERS),
};
