import type * as ButtonBaseModule from '@mui/material/ButtonBase';
import { fireEvent, screen, within } from '@testing-library/react';
import type * as React from 'react';

import { loginButtonClass, menuButtonClass, navItems } from './nav-items';

import { hydratePrerendered } from '@test/hydrate';

// Every ButtonBase the page renders (MUI's Button and IconButton render one each), counted by its props.
jest.mock('@mui/material/ButtonBase', () => {
  const actual: { default: typeof ButtonBaseModule.default } = jest.requireActual('@mui/material/ButtonBase');
  const { forwardRef, createElement } = jest.requireActual<typeof React>('react');
  const counted = jest.fn();
  const Counted = forwardRef<HTMLButtonElement, Record<string, unknown>>(function Counted(props, ref) {
    counted(props);
    return createElement(actual.default, { ...props, ref });
  });
  return { __esModule: true, ...actual, default: Counted, counted };
});

const buttonBaseRenders = (jest.requireMock('@mui/material/ButtonBase') as { counted: jest.Mock }).counted;

/**
 * The rendered ButtonBases that were one of the header's controls: a link (by its page), a dropdown button
 * (by its list), the mobile menu's button (by the menu it opens) or Login (by its text).
 */
const headerControlsAmong = (calls: [Record<string, unknown>][]) =>
  calls
    .map(([props]) => props['aria-controls'] ?? props.to ?? props.children)
    .filter(
      (what) =>
        typeof what === 'string' &&
        (what.startsWith('nav-menu-') || what.startsWith('/') || what === 'mobile-menu' || what === 'Login'),
    );

/** Every page a header dropdown links to. */
const dropdownPages = navItems.flatMap((item) =>
  item.kind === 'menu' ? item.links.map((link) => link.to) : [],
);

/** Each test's page, taken out of the document after it (the next test prerenders its own). */
const pages: HTMLElement[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

describe('The header on a prerendered page', () => {
  it('links every dropdown’s pages in its HTML, the lists closed', async () => {
    let prerendered = '';
    const { root } = await hydratePrerendered('/about', () => {
      prerendered = document.body.innerHTML;
    });
    pages.push(root);
    // Crawlers reach these pages only through the closed lists: the footer does not link them.
    expect(dropdownPages).toHaveLength(8);
    // The main navigation's HTML: each closed list (hidden), with its links.
    const nav = /<nav class="main-nav" aria-label="Main">.*?<\/nav>/s.exec(prerendered)?.[0] ?? '';
    const closedLists = nav.match(/<ul [^>]*hidden=""[^>]*>.*?<\/ul>/gs) ?? [];
    expect(closedLists).toHaveLength(3);
    for (const to of dropdownPages) {
      expect(closedLists.filter((list) => list.includes(`href="${to}"`))).toHaveLength(1);
    }
  });

  it('hydrates its links and dropdown buttons as plain elements, and keeps the closed lists’ links', async () => {
    const { root, recoverable } = await hydratePrerendered('/about', () => buttonBaseRenders.mockClear());
    pages.push(root);
    expect(recoverable).toEqual([]);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page');
    // Without this, its 4 links, 3 dropdown buttons, Login and the mobile menu's button hydrate as ButtonBase
    // trees.
    expect(headerControlsAmong(buttonBaseRenders.mock.calls as [Record<string, unknown>][])).toEqual([]);
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toHaveClass(loginButtonClass);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveClass(menuButtonClass);
    expect(menuButton).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Closed, a list's links are in the page but hidden, from the eye and from assistive technology.
    expect(within(nav).queryByRole('link', { name: 'Webinars' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Webinars', hidden: true })).toHaveAttribute(
      'href',
      '/webinars',
    );

    const happenings = within(nav).getByRole('button', { name: 'HAPPENINGS' });
    fireEvent.click(happenings);
    expect(happenings).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Webinars' })).toBeVisible();
    expect(headerControlsAmong(buttonBaseRenders.mock.calls as [Record<string, unknown>][])).toEqual([]);
  });
});
