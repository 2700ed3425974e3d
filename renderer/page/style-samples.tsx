/**
 * What the browser alone renders on a prerendered page, because it depends on the visitor's clock (the
 * webinars' statuses), rendered by the prerender for its styles only: they are written beside the page's
 * critical styles (`renderToHtml`), so the browser does not compile them in the commit that shows that part.
 * By the page's path.
 */
import type { ReactNode } from 'react';

import { WebinarsStyleSample } from '@/features/webinars/routes/webinars-style-sample';
import { paths } from '@/lib/paths';

const samples: Readonly<Record<string, () => ReactNode>> = {
  [paths.webinars]: () => <WebinarsStyleSample />,
};

/** The style sample of the page at `pathname`, or null when the prerendered markup holds all its parts. */
export const styleSampleOf = (pathname: string): ReactNode => samples[pathname]?.() ?? null;
