import { pageTitle } from '@/lib/site';

/** Sets the browser tab title for the current page (React hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}
