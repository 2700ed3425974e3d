import { screen, within } from '@testing-library/react';

import { faqs, outlets, pressRelease } from './content';

import { renderWithProviders } from '@test/render';

const renderAbout = async () => {
  const view = renderWithProviders(undefined, { route: '/about' });
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
};

describe('about page', () => {
  it('has every section of the spec, in order', async () => {
    await renderAbout();
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Management Team',
      'Featured News',
      'Featured In',
      'WHO WE ARE',
      'WHAT WE DO',
      'WHY YOU NEED US',
      'Vision, Mission and Core Values',
      'Our Credentials',
      'Our Academia Connects',
      'Contributing to the UN Sustainable Development Goals',
      'Frequently Asked Questions',
    ]);
    const team = screen.getByRole('region', { name: 'Management Team' });
    expect(within(team).getAllByRole('article')).toHaveLength(2);
    const why = screen.getByRole('region', { name: 'WHY YOU NEED US' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Human-Centered Approach',
      'Agility and Innovation',
      'Deep Industry Expertise',
      'Holistic Support',
      'Authentic Relationships',
    ]);
    const whatWeDo = screen.getByRole('region', { name: 'WHAT WE DO' });
    expect(within(whatWeDo).getAllByRole('link')).toHaveLength(6);
    const goals = screen.getByRole('region', { name: /UN Sustainable Development Goals/ });
    expect(
      within(goals)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'No Poverty',
      'Good Health and Well-being',
      'Quality Education',
      'Decent Work and Economic Growth',
    ]);
    expect(within(goals).getByRole('link', { name: /17 goals/ })).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('About Us | MindBridge Consulting');
  });

  it('shows the press statistics and the claimed reach', async () => {
    await renderAbout();
    const news = screen.getByRole('region', { name: 'Featured News' });
    for (const text of ['58', 'Full page placements', '50+', 'Outlets', '102M+', 'Potential audience']) {
      expect(within(news).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const text of ['100', 'Leaders', '200+', 'Professionals', '10,000+', 'Students', 'Startups']) {
      expect(within(news).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(news).getByText('April 24, 2025')).toBeInTheDocument();
  });

  it('reveals the rest of the press release on "Read more..." and then hides the button', async () => {
    const { user } = await renderAbout();
    const news = screen.getByRole('region', { name: 'Featured News' });
    expect(within(news).queryByText(pressRelease.more)).not.toBeInTheDocument();
    await user.click(within(news).getByRole('button', { name: 'Read more...' }));
    expect(within(news).getByText(pressRelease.more)).toBeVisible();
    expect(within(news).queryByRole('button', { name: 'Read more...' })).not.toBeInTheDocument();
  });

  it('pages the outlets 12 at a time, with Previous off on the first page and Next off on the last', async () => {
    const { user } = await renderAbout();
    const featured = screen.getByRole('region', { name: 'Featured In' });
    const nav = within(featured).getByRole('navigation', { name: 'Featured In pages' });
    const shownNames = () =>
      within(within(featured).getByRole('list', { name: /^Featured In, page/ }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent?.replace(' (opens in a new tab)', ''));
    const pageButtons = () =>
      within(nav)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent);
    const lastPage = Math.ceil(outlets.length / 12);
    expect(lastPage).toBeGreaterThanOrEqual(4);

    expect(shownNames()).toEqual(outlets.slice(0, 12).map((outlet) => outlet.name));
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons()).toEqual(['', '1', '2', '…', String(lastPage), '']);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(outlets.slice(12, 24).map((outlet) => outlet.name));
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await user.click(within(nav).getByRole('button', { name: `Page ${lastPage}` }));
    expect(shownNames()).toEqual(outlets.slice((lastPage - 1) * 12).map((outlet) => outlet.name));
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pageButtons()).toEqual(['', '1', '…', String(lastPage - 1), String(lastPage), '']);

    const [firstOnLast] = within(featured).getAllByRole('link');
    expect(firstOnLast).toHaveAttribute('target', '_blank');
    expect(firstOnLast).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps one FAQ answer open at a time and closes the open one when clicked', async () => {
    const { user } = await renderAbout();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(11);
    const [first, second] = faqs.items;
    if (!first || !second) throw new Error('The FAQ needs two questions');
    const firstQuestion = within(faq).getByRole('button', { name: first.question });
    const secondQuestion = within(faq).getByRole('button', { name: second.question });
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(firstQuestion);
    expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(first.answer)).toBeVisible();

    await user.click(secondQuestion);
    expect(secondQuestion).toHaveAttribute('aria-expanded', 'true');
    expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(faq)
        .getAllByRole('button')
        .filter((q) => q.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);

    await user.click(secondQuestion);
    expect(secondQuestion).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(faq)
        .getAllByRole('button')
        .filter((q) => q.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(0);
  });
});
