import { HttpResponse, delay, http } from 'msw';

import { textTestimonials, videoTestimonials } from '../../fixtures/testimonials';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const TEXT = '*/admin/pages/text_testimonials.php';
const VIDEO = '*/admin/pages/video_testimonials.php';

/** Text and video testimonials, as the backend sends them. */
export const handlers = [
  http.get(TEXT, () => HttpResponse.json(textTestimonials)),
  http.get(VIDEO, () => HttpResponse.json(videoTestimonials)),
];

/** The failures every endpoint offers, plus an empty list, rows as given, a 500 page and no answer. */
function listFailures(path: string) {
  return {
    ...failuresFor('get', path),
    /** 500 with the HTML page a crashed PHP script or a proxy sends. */
    htmlServerError: () =>
      http.get(path, () =>
        HttpResponse.text(PHP_FATAL_ERROR, { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    empty: () => http.get(path, () => HttpResponse.json([])),
    /** A successful reply carrying the given rows as they are (loose or hostile payloads). */
    withRows: (rows: unknown[]) => http.get(path, () => HttpResponse.json(rows)),
    /** Never answers, so the loading state stays on screen. */
    pending: () =>
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
  };
}

export const failures = {
  text: listFailures(TEXT),
  video: listFailures(VIDEO),
};
