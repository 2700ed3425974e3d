import { HttpResponse, delay, http } from 'msw';

import { certificates } from '../../fixtures/certificates';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const PATH = '*/admin/pages/certificates.php';

export const handlers = [http.get(PATH, () => HttpResponse.json(certificates))];

export const failures = {
  ...failuresFor('get', PATH),
  /** 500 with the HTML page a crashed PHP script or a proxy sends. */
  htmlServerError: () =>
    http.get(PATH, () =>
      HttpResponse.text(PHP_FATAL_ERROR, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  empty: () => http.get(PATH, () => HttpResponse.json([])),
  /** A successful reply carrying the given rows as they are. */
  withRows: (rows: unknown[]) => http.get(PATH, () => HttpResponse.json(rows)),
  /** Never answers, so the loading state stays on screen. */
  pending: () =>
    http.get(PATH, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
};
