import { act, fireEvent, screen, within } from '@testing-library/react';

import { normalizeTextTestimonials, normalizeVideoTestimonials } from './api';
import { testimonialsCopy } from './content';

import { textTestimonials, videoTestimonials } from '@test/fixtures/testimonials';
import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/testimonials';
import { server } from '@test/msw/server';
import { itemAt, metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

/** Tests on fake timers let user-event advance them. */
const renderPage = ({ fakeTimers = false } = {}) =>
  renderWithProviders(undefined, {
    route: '/testimaonials',
    userEventOptions: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });

const carousel = (name: string) => screen.getByRole('region', { name });
const currentSlide = (name: string) =>
  within(carousel(name)).getByRole('group', { name: /^\d+ of \d+$/, hidden: false });
const findTextCarousel = () => screen.findByRole('region', { name: 'Text testimonials' });
const findVideoCarousel = () => screen.findByRole('region', { name: 'Video testimonials' });

describe('Testimonials page', () => {
  it('shows the quotes from the backend with their pictures from the uploads folder', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    await findTextCarousel();
    const slide = currentSlide('Text testimonials');
    expect(slide).toHaveTextContent(itemAt(textTestimonials, 0).content);
    expect(slide).toHaveTextContent(itemAt(textTestimonials, 0).name);
    expect(within(slide).getByTestId('testimonial-image')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/text_testimonials/sneha-kulkarni.svg',
    );
    // The first slide is on the first screen: its picture loads eagerly, at high priority.
    expect(within(slide).getByTestId('testimonial-image')).toHaveAttribute('fetchpriority', 'high');
    expect(
      within(carousel('Text testimonials')).getAllByRole('button', { name: /^Go to slide/ }),
    ).toHaveLength(5);
    expect(document.title).toMatch(/^Testimonials \|/);
    expect(metaDescription()).toBe(testimonialsCopy.description);
  });

  it('shows initials in place of a missing or broken picture', async () => {
    server.use(
      failures.text.withRows([
        { id: '1', name: 'Ravi Teja', content: 'Good programme.', image: '' },
        { id: '2', name: 'Asha Varma', content: 'Clear teaching.', image: 'missing.png' },
      ]),
    );
    renderPage();
    await findTextCarousel();
    expect(
      within(currentSlide('Text testimonials')).getByTestId('testimonial-image-placeholder'),
    ).toHaveTextContent('RT');
    fireEvent.click(within(carousel('Text testimonials')).getByRole('button', { name: 'Go to slide 2' }));
    const second = currentSlide('Text testimonials');
    fireEvent.error(within(second).getByTestId('testimonial-image'));
    expect(within(second).getByTestId('testimonial-image-placeholder')).toHaveTextContent('AV');
  });

  it('draws each video as a local poster and loads no frame until the visitor presses play', async () => {
    const { user } = renderPage();
    await findVideoCarousel();
    expect(screen.queryByTitle(/^Video testimonial from/)).toBeNull();
    expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 0).name);

    await user.click(
      screen.getByRole('button', { name: `Play video from ${itemAt(videoTestimonials, 0).name}` }),
    );
    const frame = screen.getByTitle(`Video testimonial from ${itemAt(videoTestimonials, 0).name}`);
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm3xT7vLp2A\?autoplay=1/,
    );
    expect(frame).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByTitle(/^Video testimonial from/)).toBeNull();
  });

  it('says a link it cannot embed cannot be played here, and offers no frame for it', async () => {
    server.use(
      failures.video.withRows([
        {
          id: '9',
          name: 'Nikhil Jain',
          description: 'On our bootcamp.',
          videoUrl: 'https://vimeo.com/123456',
        },
      ]),
    );
    renderPage();
    await findVideoCarousel();
    expect(screen.getByText(testimonialsCopy.notEmbeddable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the video' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  describe('autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      // Let the buttons' ripples finish inside act before the real clock returns.
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    });

    /** Moves the pointer and the focus away from the carousels, as a visitor reading on would. */
    async function leaveCarousels() {
      fireEvent.mouseLeave(carousel('Video testimonials'));
      const outside = screen.getByRole('link', { name: 'HOME' });
      await act(async () => outside.focus());
    }

    it('moves the video carousel on every 3 s while nothing plays', async () => {
      renderPage({ fakeTimers: true });
      await findVideoCarousel();
      expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 0).name);
      act(() => jest.advanceTimersByTime(3000));
      expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 1).name);
    });

    it('holds the video carousel still while a video plays and goes on once it is closed', async () => {
      const { user } = renderPage({ fakeTimers: true });
      await findVideoCarousel();
      await user.click(
        screen.getByRole('button', { name: `Play video from ${itemAt(videoTestimonials, 0).name}` }),
      );
      await leaveCarousels();

      act(() => jest.advanceTimersByTime(15_000));
      expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 0).name);
      expect(screen.getByTitle(/^Video testimonial from/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Close video' }));
      // The focus goes back to the play button rather than being lost.
      expect(
        screen.getByRole('button', { name: `Play video from ${itemAt(videoTestimonials, 0).name}` }),
      ).toHaveFocus();
      await leaveCarousels();
      act(() => jest.advanceTimersByTime(3000));
      expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 1).name);
    });

    it('goes on by itself when the player reports that the video has ended', async () => {
      const { user } = renderPage({ fakeTimers: true });
      await findVideoCarousel();
      await user.click(
        screen.getByRole('button', { name: `Play video from ${itemAt(videoTestimonials, 0).name}` }),
      );
      await leaveCarousels();
      const frame = screen.getByTitle(/^Video testimonial from/) as HTMLIFrameElement;

      // A message from any other origin or window is ignored.
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://evil.example',
            source: frame.contentWindow,
            data: JSON.stringify({ event: 'onStateChange', info: 0 }),
          }),
        );
      });
      expect(screen.getByTitle(/^Video testimonial from/)).toBeInTheDocument();

      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://www.youtube-nocookie.com',
            source: frame.contentWindow,
            data: JSON.stringify({ event: 'onStateChange', info: 0 }),
          }),
        );
      });
      expect(screen.queryByTitle(/^Video testimonial from/)).toBeNull();
      act(() => jest.advanceTimersByTime(3000));
      expect(currentSlide('Video testimonials')).toHaveTextContent(itemAt(videoTestimonials, 1).name);
    });
  });

  describe('failures', () => {
    let logged: jest.SpyInstance;
    beforeEach(() => {
      logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => logged.mockRestore());

    it.each([
      ['a 500 with JSON', () => failures.text.serverError()],
      ['a 500 with an HTML page', () => failures.text.htmlServerError()],
      ['a PHP error page with status 200', () => failures.text.malformed()],
      ['JSON of the wrong shape', () => failures.text.wrongShape()],
    ])('logs "Failed to fetch testimonials" for %s and shows a calm empty state', async (_case, failure) => {
      // Off the contract on purpose: what a broken backend or a proxy may send.
      answersOffContract();
      server.use(failure());
      renderPage();
      expect(await screen.findByText(testimonialsCopy.textEmpty, {})).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('Failed to fetch testimonials');
      expect(screen.queryByRole('region', { name: 'Text testimonials' })).not.toBeInTheDocument();
      // The other carousel is not affected.
      expect(await findVideoCarousel()).toBeInTheDocument();
    });

    it('logs "Failed to fetch video testimonials" and shows a calm empty state', async () => {
      server.use(failures.video.htmlServerError());
      renderPage();
      expect(await screen.findByText(testimonialsCopy.videoEmpty, {})).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('Failed to fetch video testimonials');
      expect(await findTextCarousel()).toBeInTheDocument();
    });

    it('shows the calm empty state for empty lists and logs nothing', async () => {
      server.use(failures.text.empty(), failures.video.empty());
      renderPage();
      expect(await screen.findByText(testimonialsCopy.textEmpty, {})).toBeInTheDocument();
      expect(await screen.findByText(testimonialsCopy.videoEmpty, {})).toBeInTheDocument();
      expect(logged).not.toHaveBeenCalled();
    });

    it('shows slide-sized skeletons while loading', async () => {
      server.use(failures.text.pending(), failures.video.pending());
      renderPage();
      expect(await screen.findByRole('status', { name: testimonialsCopy.textLoading })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: testimonialsCopy.videoLoading })).toBeInTheDocument();
    });
  });
});

const API = 'http://localhost:4100';

describe('testimonial normalizers', () => {
  it('reads loose ids, drops rows without a name or words, and embeds only YouTube links', () => {
    expect(
      normalizeTextTestimonials(
        [
          { id: 3, name: ' Asha ', content: 'Great', image: null },
          { id: '4', name: '', content: 'No name' },
          { id: 5, name: 'Ravi', content: 'Useful', image: 'ravi k.svg' },
          null,
        ],
        API,
      ),
    ).toEqual([
      { id: '3', name: 'Asha', content: 'Great', imageUrl: null },
      {
        id: '5',
        name: 'Ravi',
        content: 'Useful',
        imageUrl: 'http://localhost:4100/admin/uploads/text_testimonials/ravi%20k.svg',
      },
    ]);
    expect(
      normalizeVideoTestimonials([
        { id: '1', name: 'A', description: 'd', videoUrl: 'https://youtu.be/Qm3xT7vLp2A' },
        { id: '2', name: 'B', videoUrl: 'https://example.com/video.mp4' },
      ]),
    ).toEqual([
      {
        id: '1',
        name: 'A',
        description: 'd',
        videoUrl: 'https://youtu.be/Qm3xT7vLp2A',
        embedUrl: 'https://www.youtube-nocookie.com/embed/Qm3xT7vLp2A',
      },
      { id: '2', name: 'B', description: '', videoUrl: 'https://example.com/video.mp4', embedUrl: null },
    ]);
  });

  it('rejects a reply that is not a list', () => {
    expect(() => normalizeTextTestimonials({ data: [] }, API)).toThrow();
    expect(() => normalizeVideoTestimonials('<html>')).toThrow();
  });
});
