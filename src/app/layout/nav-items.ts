import { paths } from '@/lib/paths';

export type NavLinkItem = { kind: 'link'; label: string; to: string };
export type NavMenuItem = { kind: 'menu'; id: string; label: string; links: { label: string; to: string }[] };
export type NavItem = NavLinkItem | NavMenuItem;

/** The header's entries, in order; the mobile menu shows the same list. */
export const navItems: NavItem[] = [
  { kind: 'link', label: 'HOME', to: paths.home },
  { kind: 'link', label: 'ABOUT US', to: paths.about },
  { kind: 'link', label: 'OFFERINGS', to: paths.offerings },
  {
    kind: 'menu',
    id: 'happenings',
    label: 'HAPPENINGS',
    links: [
      { label: 'Events', to: paths.events },
      { label: 'Webinars', to: paths.webinars },
      { label: 'Courses', to: paths.catalogue },
    ],
  },
  {
    kind: 'menu',
    id: 'resources',
    label: 'RESOURCES',
    links: [
      { label: 'Blogs', to: paths.blogs },
      { label: 'Newsletters', to: paths.newsletters },
    ],
  },
  {
    kind: 'menu',
    id: 'accolades',
    label: 'ACCOLADES',
    links: [
      { label: 'Rewards & Recognitions', to: paths.rewards },
      { label: 'Testimonials', to: paths.testimonials },
      { label: 'Certificates', to: paths.certificates },
    ],
  },
  { kind: 'link', label: 'CONTACT US', to: paths.contact },
];

/** The active-link rule: home only on an exact match, every other link by path prefix. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === paths.home) return pathname === paths.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A dropdown is active when one of its links is. */
export const isMenuActive = (pathname: string, menu: NavMenuItem): boolean =>
  menu.links.some((link) => isActivePath(pathname, link.to));

/** The class of the header's main navigation, which main-nav-sheet.ts styles. */
export const mainNavClass = 'main-nav';

/** The class of the header's Login button (from lg up), which main-nav-sheet.ts styles. */
export const loginButtonClass = 'header-login';

/** The class of the button that opens the mobile menu (below lg), which main-nav-sheet.ts styles. */
export const menuButtonClass = 'header-menu-button';

/** The class of the header's "Skip to content" link, which main-nav-sheet.ts styles. */
export const skipLinkClass = 'skip-link';

/** The class of the header's account area (Login or the avatar, from lg up), which main-nav-sheet.ts styles. */
export const accountAreaClass = 'header-account';

/** The class of the header's logo link, which main-nav-sheet.ts styles. */
export const homeLinkClass = 'header-home';
