import type { LoaderContext } from 'webpack';

/** A lazy page as the route table declares it: `page('route-x', () => import('…'), …)`. */
const DECLARED_PAGE = /\bpage\(\s*(['"])([\w-]+)\1\s*,\s*\(\)\s*=>\s*import\(/g;
const DYNAMIC_IMPORT = /\bimport\(/g;

/**
 * Webpack loader for the route table (src/app/route-table.tsx): each lazy page's chunk name is declared once, as
 * the first argument of `page()`, and this writes it into the import as webpack's magic comment
 * (`import(/* webpackChunkName: "route-x" *\/ '…')`), which takes no variable. The route's handle keeps the
 * same name, so the prerender finds the route's files in the build. A dynamic import in the table that is
 * not declared that way fails the build: every lazy route then has a name.
 */
export default function routeChunksLoader(this: LoaderContext<unknown>, source: string): string {
  let named = 0;
  const output = source.replace(DECLARED_PAGE, (declaration, _quote, name: string) => {
    named += 1;
    return `${declaration}/* webpackChunkName: "${name}" */ `;
  });
  const imports = source.match(DYNAMIC_IMPORT)?.length ?? 0;
  if (imports !== named) {
    throw new Error(
      `${this.resourcePath}: ${imports - named} of its ${imports} lazy imports are not declared as ` +
        "page('route-name', () => import('…'), 'ExportName'), so their chunks have no name.",
    );
  }
  return output;
}
