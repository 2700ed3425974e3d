import { pageTitle } from '@/lib/site';

type PageTitleProps = {
  title?: string;
  description?: string;
  /** Keeps the page out of search engines' indexes (signed-in pages, the sign-in callback, not found). */
  noindex?: boolean;
};

/**
 * Sets the browser tab title and, when given, the meta description of the current page (React hoists
 * <title> and <meta> into <head>, in the browser and in the prerendered HTML).
 */
export function PageTitle({ title, description, noindex = false }: PageTitleProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
