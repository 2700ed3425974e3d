import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import type { LoaderContext } from 'webpack';

import routeChunksLoader from './route-chunks-loader';

const run = (source: string) =>
  routeChunksLoader.call({ resourcePath: 'src/app/route-table.tsx' } as LoaderContext<unknown>, source);

describe('the route table loader', () => {
  it('writes each declared chunk name into its import, as webpack reads it', () => {
    const output = run(
      "const a = page('route-a', () => import('@/features/a/a-page'), 'APage');\n" +
        "const b = page(\n  'route-b',\n  () =>\n    import('./b-route'),\n  'BRoute',\n  { budgetKb: 40 },\n);",
    );
    assert.match(output, /import\(\/\* webpackChunkName: "route-a" \*\/ '@\/features\/a\/a-page'\)/);
    assert.match(output, /import\(\/\* webpackChunkName: "route-b" \*\/ '\.\/b-route'\)/);
  });

  it('fails on a lazy import that does not declare its chunk through page()', () => {
    assert.throws(
      () => run("const a = page('route-a', () => import('./a'), 'A');\nconst b = () => import('./b');"),
      /1 of its 2 lazy imports are not declared/,
    );
  });

  it("names every lazy import of the site's route table", () => {
    const source = readFileSync(path.resolve('src/app/route-table.tsx'), 'utf8');
    const output = run(source);
    const imports = source.match(/\bimport\(/g)?.length ?? 0;
    assert.ok(imports > 20);
    assert.equal(output.match(/import\(\/\* webpackChunkName: "[\w-]+" \*\//g)?.length, imports);
  });
});
