import { HttpResponse, http } from 'msw';

import { textTestimonials, videoTestimonials } from '../../fixtures/testimonials';
import { failuresFor } from '../failure-factories';

const TEXT = '*/admin/pages/text_testimonials.php';
const VIDEO = '*/admin/pages/video_testimonials.php';

/** Text and video testimonials, as the backend sends them. */
export const handlers = [
  http.get(TEXT, () => HttpResponse.json(textTestimonials)),
  http.get(VIDEO, () => HttpResponse.json(videoTestimonials)),
];

export const failures = {
  text: failuresFor('get', TEXT),
  video: failuresFor('get', VIDEO),
};
