import { act, fireEvent, screen, within } from '@testing-library/react';

import { nextHeaderVisibility } from './header-visibility';

import { renderWithProviders } from '@test/render';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

/** Lets the header's requestAnimationFrame-throttled scroll handler run. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('nextHeaderVisibility', () => {
  it('hides on any scroll down past the header', () => {
    expect(nextHeaderVisibility(100, 101, true)).toBe(false);
  });

  it('shows again only after more than 5 px of scroll up', () => {
    expect(nextHeaderVisibility(500, 495, false)).toBe(false);
    expect(nextHeaderVisibility(500, 494, false)).toBe(true);
  });

  it('always shows near the top', () => {
    expect(nextHeaderVisibility(10, 40, false)).toBe(true);
  });
});

describe('scroll behaviours', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('hides the header on scroll down and shows it on scroll up', async () => {
    renderWithProviders(undefined, { route: '/about' });
    const header = await screen.findByRole('banner');
    // The site header is the page's one banner landmark.
    expect(header).toHaveAttribute('data-visible', 'true');
    scrollTo(400);
    await nextFrame();
    expect(header).toHaveAttribute('data-visible', 'false');
    scrollTo(390);
    await nextFrame();
    expect(header).toHaveAttribute('data-visible', 'true');
  });

  it('shows the scroll-to-top button past 250 px and scrolls up with it', async () => {
    const { user } = renderWithProviders(undefined, { route: '/about' });
    await screen.findByRole('heading', { level: 1 });
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(251);
    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });

  it('opens every new page at its top, instantly, and leaves the first page where it is', async () => {
    const { user } = renderWithProviders(undefined, { route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The first render is the hydration of a page the visitor may already have scrolled.
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('link', { name: 'OFFERINGS' }));
    await screen.findByRole('heading', { level: 1, name: 'Our Offerings' });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('returns to where the visitor left a page on Back and Forward', async () => {
    const { user, router } = renderWithProviders(undefined, { route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    scrollTo(1800);
    await user.click(within(nav).getByRole('link', { name: 'OFFERINGS' }));
    await screen.findByRole('heading', { level: 1, name: 'Our Offerings' });
    scrollTo(600);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1800, left: 0, behavior: 'instant' });
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: 'Our Offerings' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 600, left: 0, behavior: 'instant' });
  });

  it('leaves the page where it is when only the query changes', async () => {
    const { router } = renderWithProviders(undefined, { route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => router.navigate('/about?tab=team'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
