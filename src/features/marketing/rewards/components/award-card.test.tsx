import { act, fireEvent, screen } from '@testing-library/react';

import { awards } from '../content';

import { AwardCard } from './award-card';

import { answerMediaQueries } from '@test/match-media';
import { renderWithProviders } from '@test/render';

const [withVideo, withoutVideo] = awards as [(typeof awards)[0], (typeof awards)[1]];

const renderCard = (award = withVideo) => renderWithProviders(<AwardCard award={award} />);

/** The picture on show: the other one is hidden from assistive technology. */
const shownPicture = () => screen.getByRole('img');
const video = () => screen.queryByTestId('award-video');

function mockReducedMotion() {
  answerMediaQueries((query) => query.includes('prefers-reduced-motion'));
}

describe('AwardCard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // Let the buttons' ripples finish inside act before the real clock returns.
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows its title and first picture, with width and height set', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: withVideo.title })).toBeInTheDocument();
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[0].alt);
    expect(shownPicture()).toHaveAttribute('width', '640');
    expect(shownPicture()).toHaveAttribute('height', '360');
  });

  it('rotates its two pictures every 4 s on a card without a clip', () => {
    renderCard(withoutVideo);
    act(() => jest.advanceTimersByTime(3999));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[0].alt);
    act(() => jest.advanceTimersByTime(1));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[1].alt);
    act(() => jest.advanceTimersByTime(4000));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[0].alt);
    expect(video()).toBeNull();
  });

  it('plays the muted clip after the last picture and returns to the first picture when it ends', () => {
    renderCard();
    expect(video()).toBeNull();
    act(() => jest.advanceTimersByTime(4000));
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[1].alt);
    act(() => jest.advanceTimersByTime(4000));
    const clip = video() as HTMLVideoElement;
    expect(clip).not.toBeNull();
    expect(clip.muted).toBe(true);
    expect(clip).toHaveAttribute('autoplay');
    expect(clip).toHaveAttribute('src', withVideo.video?.src);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    // The clip ends by itself, not by the timer.
    act(() => jest.advanceTimersByTime(20_000));
    expect(video()).not.toBeNull();

    fireEvent.ended(clip);
    expect(video()).toBeNull();
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[0].alt);
    act(() => jest.advanceTimersByTime(4000));
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[1].alt);
  });

  it('does not get stuck when the clip cannot play', () => {
    renderCard();
    act(() => jest.advanceTimersByTime(4000));
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.error(video() as HTMLVideoElement);
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[0].alt);
  });

  it('holds still on hover and while paused by the visitor', () => {
    renderCard(withoutVideo);
    const card = screen.getByRole('article');
    fireEvent.mouseEnter(card);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[0].alt);
    fireEvent.mouseLeave(card);

    fireEvent.click(screen.getByRole('button', { name: `Pause slideshow: ${withoutVideo.title}` }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[0].alt);

    fireEvent.click(screen.getByRole('button', { name: `Play slideshow: ${withoutVideo.title}` }));
    act(() => jest.advanceTimersByTime(4000));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[1].alt);
  });

  it('holds still while a control inside has keyboard focus', async () => {
    renderCard(withoutVideo);
    // The focus ring's ripple starts after a microtask: let it run inside act.
    await act(async () => screen.getByRole('button', { name: /Pause slideshow/ }).focus());
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownPicture()).toHaveAccessibleName(withoutVideo.images[0].alt);
  });

  it('never rotates or plays the clip by itself under reduced motion', () => {
    mockReducedMotion();
    renderCard();
    act(() => jest.advanceTimersByTime(60_000));
    expect(shownPicture()).toHaveAccessibleName(withVideo.images[0].alt);
    expect(video()).toBeNull();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});
