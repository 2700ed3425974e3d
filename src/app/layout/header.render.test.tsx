import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';

import { AccountArea } from './account-area';
import type * as AccountAreaModule from './account-area';
import type * as MobileMenuModule from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import type * as NavDropdownModule from './nav-dropdown';

import { Logo } from '@/components/logo';
import type * as LogoModule from '@/components/logo';
import { site } from '@/lib/site';

import { renderWithProfiler } from '@test/render';

// What renders is counted (the real components do the rendering): a menu opened in the header should
// render that menu, not the header's other parts.
jest.mock('./nav-dropdown', () => {
  const { memo } = jest.requireActual<typeof React>('react');
  const actual: typeof NavDropdownModule = jest.requireActual('./nav-dropdown');
  // The memo as the header sees it, around the dropdown's own function, counted.
  const body = (actual.NavDropdown as unknown as { type: (props: unknown) => React.ReactNode }).type;
  return { ...actual, NavDropdown: memo(jest.fn(body)) };
});
jest.mock('./account-area', () => {
  const actual: typeof AccountAreaModule = jest.requireActual('./account-area');
  return { ...actual, AccountArea: jest.fn(actual.AccountArea) };
});
jest.mock('@/components/logo', () => {
  const actual: typeof LogoModule = jest.requireActual('@/components/logo');
  return { ...actual, Logo: jest.fn(actual.Logo) };
});
const menuRenders: boolean[] = [];
jest.mock('./mobile-menu', () => {
  const actual: typeof MobileMenuModule = jest.requireActual('./mobile-menu');
  return {
    ...actual,
    MobileMenu: (props: Parameters<typeof actual.MobileMenu>[0]) => {
      menuRenders.push(props.open);
      return <actual.MobileMenu {...props} />;
    },
  };
});

const renderedDropdown = (NavDropdown as unknown as { type: jest.Mock<unknown, [{ menu: { id: string } }]> })
  .type;
const renderedAccount = jest.mocked(AccountArea);
const renderedLogo = jest.mocked(Logo);

/** How often each dropdown itself rendered, by menu. */
const timesEachDropdownRan = () => {
  const counts: Record<string, number> = {};
  for (const [props] of renderedDropdown.mock.calls) counts[props.menu.id] = (counts[props.menu.id] ?? 0) + 1;
  return counts;
};

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });
/**
 * The footer's code arrives on its own, and the footer draws the logo too: on a busy machine it can arrive
 * after the counts are cleared, so the tests that count the header's logo wait for it first.
 */
const footerShown = () => screen.findByText(site.tagline);

beforeEach(() => {
  renderedDropdown.mockClear();
  renderedAccount.mockClear();
  renderedLogo.mockClear();
  menuRenders.length = 0;
});

describe('Header after a click on a dropdown', () => {
  it('renders the dropdown it opens and the one it closes, not the other menus, the logo or the account area', async () => {
    const { user } = renderWithProfiler('/about', () => null);
    const nav = await mainNav();
    await screen.findByRole('heading', { level: 1 });
    await footerShown();
    const happenings = within(nav).getByRole('button', { name: 'HAPPENINGS' });
    const resources = within(nav).getByRole('button', { name: 'RESOURCES' });
    const menuIds = Object.keys(timesEachDropdownRan());
    expect(menuIds.length).toBeGreaterThanOrEqual(3);
    renderedDropdown.mockClear();
    renderedAccount.mockClear();
    renderedLogo.mockClear();

    await user.click(happenings);
    expect(happenings).toHaveAttribute('aria-expanded', 'true');
    const opened = timesEachDropdownRan();
    expect(Object.keys(opened)).toHaveLength(1);
    const [happeningsId] = Object.keys(opened);

    renderedDropdown.mockClear();
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(happenings).toHaveAttribute('aria-expanded', 'false');
    const switched = timesEachDropdownRan();
    expect(Object.keys(switched)).toHaveLength(2);
    expect(switched).toHaveProperty(happeningsId as string);

    expect(renderedAccount).not.toHaveBeenCalled();
    expect(renderedLogo).not.toHaveBeenCalled();
  });
});

describe('Header after a click on the mobile menu button', () => {
  it('says the menu is open in the click’s own commit, and renders the drawer in a later one', async () => {
    const toggle = () => screen.queryByRole('button', { name: 'Open menu' });
    const { commits, user } = renderWithProfiler('/', () => ({
      expanded: toggle()?.getAttribute('aria-expanded') ?? null,
      drawerRenders: menuRenders.filter(Boolean).length,
    }));
    await screen.findByRole('button', { name: 'Open menu' });
    await screen.findByRole('heading', { level: 1 });
    // The first opening also fetches the drawer's code; the second has it at hand.
    await user.click(toggle() as HTMLElement);
    await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());

    commits.length = 0;
    const drawn = menuRenders.filter(Boolean).length;
    fireEvent.click(toggle() as HTMLElement);
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    // The click's own commit: the button says open, the drawer has not rendered open yet.
    expect(commits[0]).toEqual({ expanded: 'true', drawerRenders: drawn });
    expect(commits.at(-1)?.drawerRenders).toBeGreaterThan(drawn);
  });
});
