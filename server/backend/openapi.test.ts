import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';

import { generatedOpenApi, OPENAPI_COPY } from '../../scripts/openapi';

describe('the OpenAPI document', () => {
  it('committed in docs/openapi.json is the one the backend serves (npm run openapi writes it)', async () => {
    const committed = fs.readFileSync(OPENAPI_COPY, 'utf8');
    const generated = await generatedOpenApi();
    assert.ok(committed === generated, 'docs/openapi.json is stale: run `npm run openapi` and commit it');
  });

  it('describes every call of the company backend, and none of the stand-ins or local controls', async () => {
    const document = JSON.parse(await generatedOpenApi()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    assert.equal(document.openapi, '3.1.0');
    const paths = Object.keys(document.paths);
    for (const expected of [
      '/admin/pages/events-api.php',
      '/api/orders.php',
      '/api/razorpay-webhook.php',
      '/api/me/progress',
      '/api/certificates/{id}',
      '/api/admin/events',
    ])
      assert.ok(paths.includes(expected), expected);
    for (const path of paths) assert.doesNotMatch(path, /^\/(__local|v1|checkout|latest|api\/v1\.0)\b/, path);
  });
});
