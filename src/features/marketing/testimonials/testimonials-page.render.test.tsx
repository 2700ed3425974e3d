import { act, screen } from '@testing-library/react';

import { TEXT_TESTIMONIALS_PATH, VIDEO_TESTIMONIALS_PATH, testimonialsApi } from './api';
import { TextTestimonialSlide } from './components/text-testimonial-slide';
import type * as TextSlideModule from './components/text-testimonial-slide';
import { VideoTestimonialSlide } from './components/video-testimonial-slide';
import type * as VideoSlideModule from './components/video-testimonial-slide';

import { textTestimonials, videoTestimonials } from '@test/fixtures/testimonials';
import { server } from '@test/msw/server';
import { renderWithProfiler } from '@test/render';

// The slides are counted (the real components do the rendering).
jest.mock('./components/text-testimonial-slide', () => {
  const actual: typeof TextSlideModule = jest.requireActual('./components/text-testimonial-slide');
  return { ...actual, TextTestimonialSlide: jest.fn(actual.TextTestimonialSlide) };
});
jest.mock('./components/video-testimonial-slide', () => {
  const actual: typeof VideoSlideModule = jest.requireActual('./components/video-testimonial-slide');
  return { ...actual, VideoTestimonialSlide: jest.fn(actual.VideoTestimonialSlide) };
});

const renderedTextSlide = jest.mocked(TextTestimonialSlide);
const renderedVideoSlide = jest.mocked(VideoTestimonialSlide);

afterEach(() => server.events.removeAllListeners());

describe('/testimaonials while the page revalidates its testimonials', () => {
  it('renders no slide again when the backend answers what the page already shows', async () => {
    const { store } = renderWithProfiler('/testimaonials', () => null);
    await screen.findByRole('region', { name: 'Video testimonials' });
    await screen.findByRole('region', { name: 'Text testimonials' });
    expect(renderedTextSlide).toHaveBeenCalledTimes(textTestimonials.length);
    expect(renderedVideoSlide).toHaveBeenCalledTimes(videoTestimonials.length);
    renderedTextSlide.mockClear();
    renderedVideoSlide.mockClear();

    // What a page shown again does (refetchOnMountOrArgChange): both requests start, then end with the
    // same testimonials. The prerendered page's revalidation starts so inside the effects of its hydration.
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const requests = [
      store.dispatch(
        testimonialsApi.endpoints.getTextTestimonials.initiate(undefined, { forceRefetch: true }),
      ),
      store.dispatch(
        testimonialsApi.endpoints.getVideoTestimonials.initiate(undefined, { forceRefetch: true }),
      ),
    ];
    await act(() => Promise.all(requests.map((request) => request.unwrap())));
    // The store tells its subscribers of a query's progress in the next animation frame (RTK's auto-batching).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(asked.sort()).toEqual([TEXT_TESTIMONIALS_PATH, VIDEO_TESTIMONIALS_PATH]);
    for (const request of requests) request.unsubscribe();

    expect(renderedTextSlide).not.toHaveBeenCalled();
    expect(renderedVideoSlide).not.toHaveBeenCalled();
  });
});
