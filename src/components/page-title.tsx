import { pageTitle } from '@/lib/site';

/**
 * Sets the browser tab title and, when given, the meta description of the current page (React hoists
 * <title> and <meta> into <head>, in the browser and in the prerendered HTML).
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
