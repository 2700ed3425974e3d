import { act, screen } from '@testing-library/react';

import { Carousel, emblaDuration } from './carousel';

import { answerMediaQueries } from '@test/match-media';
import { renderWithProviders } from '@test/render';

const slides = ['Alpha', 'Bravo', 'Charlie'];

function renderCarousel(props: { paused?: boolean } = {}) {
  return renderWithProviders(
    <Carousel
      label="Highlights"
      slides={slides}
      slideKey={(slide) => slide}
      renderSlide={(slide) => <a href={`/${slide}`}>{slide}</a>}
      autoplayMs={4000}
      speedMs={1000}
      {...props}
    />,
    { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
}

const currentSlide = () => screen.getByRole('group', { name: /of 3$/, hidden: false });

function mockReducedMotion(reduce: boolean) {
  answerMediaQueries((query) => reduce && query.includes('prefers-reduced-motion'));
}

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one slide at a time and keeps the others out of reach', () => {
    renderCarousel();
    expect(currentSlide()).toHaveTextContent('Alpha');
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bravo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves on every autoplay interval and loops after the last slide', () => {
    renderCarousel();
    act(() => jest.advanceTimersByTime(3999));
    expect(currentSlide()).toHaveTextContent('Alpha');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toHaveTextContent('Bravo');
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveTextContent('Charlie');
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveTextContent('Alpha');
  });

  it('holds still while hovered or focused and goes on after', async () => {
    const { user } = renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    await user.hover(carousel);
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentSlide()).toHaveTextContent('Alpha');
    await user.unhover(carousel);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveTextContent('Bravo');

    act(() => screen.getByRole('link', { name: 'Bravo' }).focus());
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentSlide()).toHaveTextContent('Bravo');
  });

  it('stops and starts again with the pause control', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Leaving the control must not restart what the visitor stopped.
    await user.unhover(screen.getByRole('region', { name: 'Highlights' }));
    await user.click(document.body);
    act(() => jest.advanceTimersByTime(12_000));
    expect(currentSlide()).toHaveTextContent('Alpha');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('holds still while told to from outside (a playing video)', () => {
    renderCarousel({ paused: true });
    act(() => jest.advanceTimersByTime(12_000));
    expect(currentSlide()).toHaveTextContent('Alpha');
  });

  it('never rotates by itself under reduced motion, but still answers the controls', async () => {
    mockReducedMotion(true);
    const { user } = renderCarousel();
    act(() => jest.advanceTimersByTime(12_000));
    expect(currentSlide()).toHaveTextContent('Alpha');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Bravo');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveTextContent('Charlie');
  });

  it('goes to a slide from its dot and by arrow keys', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toHaveTextContent('Charlie');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveTextContent('Alpha');
  });
});

describe('Carousel renders', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("each slide's content once: moving, hovering and focusing re-render the frame, not the slides", async () => {
    const renders = new Map<string, number>();
    function Slide({ name }: { name: string }) {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return <a href={`/${name}`}>{name}</a>;
    }
    const renderSlide = (slide: string) => <Slide name={slide} />;
    const { user } = renderWithProviders(
      <Carousel
        label="Highlights"
        slides={slides}
        slideKey={(slide) => slide}
        renderSlide={renderSlide}
        autoplayMs={4000}
        speedMs={1000}
      />,
      { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
    );
    const once = Object.fromEntries(slides.map((slide) => [slide, 1]));
    expect(Object.fromEntries(renders)).toEqual(once);

    act(() => jest.advanceTimersByTime(4000));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    await user.unhover(screen.getByRole('region', { name: 'Highlights' }));
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveTextContent('Bravo');
    expect(Object.fromEntries(renders)).toEqual(once);
  });
});

describe('emblaDuration', () => {
  it('maps the documented speeds onto embla pull strengths within its range', () => {
    expect(emblaDuration(1000)).toBe(40);
    expect(emblaDuration(500)).toBe(20);
    expect(emblaDuration(5000)).toBe(60);
  });
});
