import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, memo, useCallback, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { AccountArea } from './account-area';
import { NavDropdown } from './nav-dropdown';
import {
  accountAreaClass,
  homeLinkClass,
  isActivePath,
  mainNavClass,
  menuButtonClass,
  navItems,
  skipLinkClass,
} from './nav-items';
import { useHeaderVisibility } from './use-header-visibility';

import { LazyOverlay } from '@/components/lazy-overlay';
import { Logo } from '@/components/logo';
import { lazyImport } from '@/lib/loading/lazy-import';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';

// The drawer and its transitions load the first time a phone visitor opens the menu.
const MobileMenu = lazy(
  lazyImport(() =>
    import(/* webpackChunkName: "mobile-menu" */ './mobile-menu').then((module) => ({
      default: module.MobileMenu,
    })),
  ),
);

// The navigation's rules (main-nav-sheet.ts) come with every prerendered page; the development server
// prerenders none, so there they are added here. Production builds drop this, and the rules with it.
if (process.env.NODE_ENV === 'development' && typeof document !== 'undefined') {
  void import('./main-nav-sheet').then(({ mainNavSheet }) => {
    const sheet = document.createElement('style');
    sheet.textContent = mainNavSheet;
    document.head.append(sheet);
  });
}

/** One of the header's plain links, rendered again only when it becomes or stops being the current page. */
const NavLinkButton = memo(function NavLinkButton({
  to,
  label,
  active,
}: {
  to: string;
  label: string;
  active: boolean;
}) {
  return (
    <RouterLink to={to} aria-current={active ? 'page' : undefined}>
      {label}
    </RouterLink>
  );
});

type DesktopNavProps = {
  pathname: string;
  openMenu: string | null;
  onToggle: (id: string) => void;
  onClose: () => void;
};

/**
 * The header's links and dropdowns from lg up. Opening a dropdown renders that dropdown and the one it
 * closes: each entry is memoized and keyed only by what it shows.
 */
const DesktopNav = memo(function DesktopNav({ pathname, openMenu, onToggle, onClose }: DesktopNavProps) {
  return (
    <ClickAwayListener onClickAway={onClose}>
      <nav className={mainNavClass} aria-label="Main">
        {navItems.map((item) =>
          item.kind === 'link' ? (
            <NavLinkButton
              key={item.to}
              to={item.to}
              label={item.label}
              active={isActivePath(pathname, item.to)}
            />
          ) : (
            <NavDropdown
              key={item.id}
              menu={item}
              pathname={pathname}
              open={openMenu === item.id}
              onToggle={onToggle}
              onClose={onClose}
            />
          ),
        )}
      </nav>
    </ClickAwayListener>
  );
});

/** Login or the avatar from lg up, sized for the wider of the two (main-nav-sheet.ts). */
const DesktopAccount = memo(function DesktopAccount() {
  // Sized for the widest of Login and the avatar button: the cached profile swaps one for the other right
  // after the page hydrates, and the nav beside it must not move.
  return (
    <div className={accountAreaClass}>
      <AccountArea />
    </div>
  );
});

/** The site header: links, three dropdowns, the account area and the mobile menu; hides on scroll down. */
export function Header() {
  const { pathname } = useLocation();
  const visible = useHeaderVisibility();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileMenuWanted, setMobileMenuWanted] = useState(false);
  const shown = visible || openMenu !== null || mobileOpen;

  // A new page closes whatever was open (adjusted during render, not in an effect).
  const [menusPath, setMenusPath] = useState(pathname);
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  const toggleMenu = useCallback((id: string) => setOpenMenu((current) => (current === id ? null : id)), []);
  const closeMenus = useCallback(() => setOpenMenu(null), []);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);

  return (
    <AppBar
      position="sticky"
      color="primary"
      data-visible={shown}
      sx={{
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        transform: shown ? 'none' : 'translateY(-100%)',
        transition: (theme) => theme.transitions.create('transform', { duration: 200 }),
      }}
    >
      <SkipLink />
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <HomeLink />
          <DesktopNav pathname={pathname} openMenu={openMenu} onToggle={toggleMenu} onClose={closeMenus} />
          <DesktopAccount />
          {/* A plain button (main-nav-sheet.ts styles it as MUI's IconButton looked): no ButtonBase tree. */}
          <button
            type="button"
            className={menuButtonClass}
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={mobileOpen}
            onClick={() => {
              setMobileMenuWanted(true);
              // The drawer (a modal with its focus trap, transitions and list) renders after the click's
              // frame, in a render that yields to input; the button says it is open at once.
              setMobileOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </Toolbar>
      </Container>
      {mobileMenuWanted && (
        <DeferredMobileMenu open={mobileOpen} pathname={pathname} onClose={closeMobileMenu} />
      )}
    </AppBar>
  );
}

/** The mobile menu, rendered from a deferred `open`: the click that opens it paints first. */
function DeferredMobileMenu({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
  const drawerOpen = useDeferredValue(open, false);
  return (
    <LazyOverlay showFailure={open}>
      <MobileMenu open={drawerOpen} pathname={pathname} onClose={onClose} />
    </LazyOverlay>
  );
}

/** "Skip to content", shown when focused (main-nav-sheet.ts places it). */
const SkipLink = memo(function SkipLink() {
  return (
    <a className={skipLinkClass} href="#main">
      Skip to content
    </a>
  );
});

/** The logo, linking home (main-nav-sheet.ts lays it out). */
const HomeLink = memo(function HomeLink() {
  return (
    <RouterLink className={homeLinkClass} to={paths.home} aria-label={`${site.name} home`}>
      <Logo inverted />
    </RouterLink>
  );
});
