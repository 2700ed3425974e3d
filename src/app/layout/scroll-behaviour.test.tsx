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

  it('leaves the first page where the browser or the visitor scrolled it', async () => {
    renderWithProviders(undefined, { route: '/about' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('starts every new page at the top', async () => {
    const { user } = renderWithProviders(undefined, { route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    jest.mocked(window.scrollTo).mockClear();
    await user.click(within(nav).getByRole('link', { name: 'OFFERINGS' }));
    await screen.findByRole('heading', { level: 1, name: 'Our Offerings' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
