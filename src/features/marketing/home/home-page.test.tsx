import { act, screen, within } from '@testing-library/react';

import { BROCHURE_FILE_NAME } from './brochure';
import { heroSlides } from './content';

import { saveFile } from '@/lib/download';

import { idleSoon } from '@test/idle';
import { answerMediaQueries } from '@test/match-media';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

function mockReducedMotion(reduce: boolean) {
  answerMediaQueries((query) => reduce && query.includes('prefers-reduced-motion'));
}

/** The hero slide at `index` (the content has six). */
const slideAt = (index: number) => {
  const slide = heroSlides[index];
  if (!slide) throw new Error(`No hero slide ${index}`);
  return slide;
};

const hero = () => screen.getByRole('region', { name: 'Highlights' });
const currentSlide = () => within(hero()).getByRole('group', { name: /of 6$/ });

// The browser becomes idle soon after the page has hydrated: that is when the carousel takes over.
beforeEach(() => {
  idleSoon();
});

/** Renders `/` and waits until the carousel has replaced the still first slide. */
async function renderHome() {
  const view = renderWithProviders(undefined, {
    route: '/',
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await screen.findByRole('button', { name: 'Pause slideshow' });
  return view;
}

describe('home page hero', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the first slide’s external document in a new tab and the others’ offerings in this one', async () => {
    const { user } = await renderHome();
    const [, ...rest] = heroSlides;
    const first = slideAt(0);
    const firstLink = within(currentSlide()).getByRole('link', { name: new RegExp(first.buttonLabel) });
    expect(firstLink).toHaveAttribute('href', first.linkTo);
    expect(firstLink).toHaveAttribute('target', '_blank');
    expect(firstLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(firstLink.getAttribute('href')).toMatch(/^https:\/\//);

    for (const slide of rest) {
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentSlide()).toHaveTextContent(slide.title);
      const link = within(currentSlide()).getByRole('link', { name: slide.buttonLabel });
      expect(link).toHaveAttribute('href', slide.linkTo);
      expect(link.getAttribute('href')).toMatch(/^\/offerings\/[a-z]+$/);
      expect(link).not.toHaveAttribute('target', '_blank');
    }
    expect(heroSlides).toHaveLength(6);
  });

  it('moves to the next slide every 4 seconds and loops after the last', async () => {
    await renderHome();
    expect(currentSlide()).toHaveTextContent(slideAt(0).title);
    act(() => jest.advanceTimersByTime(3999));
    expect(currentSlide()).toHaveTextContent(slideAt(0).title);
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toHaveTextContent(slideAt(1).title);
    for (let step = 0; step < 5; step += 1) act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveTextContent(slideAt(0).title);
  });

  it('stops on the pause control and on hover, and starts again', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.unhover(hero());
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveTextContent(slideAt(0).title);
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await user.unhover(hero());
    // The play button keeps focus inside the carousel, which holds it still; leaving it lets it turn.
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toHaveTextContent(slideAt(1).title);

    await user.hover(hero());
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveTextContent(slideAt(1).title);
  });

  it('stays still when the visitor asks for reduced motion', async () => {
    mockReducedMotion(true);
    await renderHome();
    act(() => jest.advanceTimersByTime(20000));
    expect(currentSlide()).toHaveTextContent(slideAt(0).title);
  });
});

describe('home page', () => {
  it('shows the first slide as plain markup before the carousel arrives, its image fetched eagerly', async () => {
    renderWithProviders(undefined, { route: '/' });
    const image = await screen.findByRole('img', { name: slideAt(0).image.alt });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MindBridge Consulting');
    await screen.findByRole('button', { name: 'Pause slideshow' });
  });

  it('sets its title and description', async () => {
    renderWithProviders(undefined, { route: '/' });
    await screen.findByRole('button', { name: 'Pause slideshow' });
    expect(document.title).toBe('Consulting, Staffing and Training in Hyderabad | MindBridge Consulting');
    // eslint-disable-next-line testing-library/no-node-access -- <head> holds no roles to query by
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute('content', expect.stringMatching(/^MindBridge Consulting links/));
  });

  it('links to the offerings, the activities and the contact page', async () => {
    renderWithProviders(undefined, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Explore Our Offerings' })).toHaveAttribute(
      'href',
      '/offerings',
    );

    const activities = screen.getByRole('region', { name: 'Stay Connected with Our Regular Activities' });
    const cards = within(activities).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Events',
      'Webinars',
      'Blog Posts',
      'Newsletters',
      'Courses',
    ]);
    const expected = [
      ['Happenings', '/events'],
      ['Happenings', '/webinars'],
      ['Resources', '/resources/blogs'],
      ['Resources', '/resources/newsletters'],
      ['Happenings', '/c'],
    ];
    cards.forEach((card, index) => {
      const [under, href] = expected[index] ?? [];
      expect(card).toHaveTextContent(`Under: ${under}`);
      expect(within(card).getByRole('link', { name: /^View All/ })).toHaveAttribute('href', href);
    });

    expect(screen.getByRole('heading', { name: 'Our Work Speaks' })).toBeInTheDocument();
    const connect = screen.getByRole('region', { name: 'CONNECT WITH US' });
    expect(within(connect).getByRole('link', { name: 'Read More about connecting with us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('makes the brochure as a PDF and downloads it under the brochure’s name', async () => {
    const { user } = renderWithProviders(undefined, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Download Brochure' }));
    await screen.findByRole('button', { name: 'Download Brochure' });
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [[blob, name] = []] = jest.mocked(saveFile).mock.calls;
    if (!blob) throw new Error('No file was saved');
    expect(name).toBe(BROCHURE_FILE_NAME);
    expect(name).toMatch(/Brochure\.pdf$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
