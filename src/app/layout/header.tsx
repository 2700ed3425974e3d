import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { AccountArea } from './account-area';
import { NavDropdown, navButtonSx } from './nav-dropdown';
import { isActivePath, navItems } from './nav-items';
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

/** Login (84 px) or the avatar button (72 px; 236 px with the name, at most 160 px of it, from xl). */
const accountAreaWidth = { lg: 88, xl: 240 };

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
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label={`${site.name} home`}
            sx={{ display: 'flex', textDecoration: 'none' }}
          >
            <Logo inverted />
          </Box>
          <ClickAwayListener onClickAway={() => setOpenMenu(null)}>
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, ml: 'auto' }}
            >
              {navItems.map((item) =>
                item.kind === 'link' ? (
                  <Button
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    color="inherit"
                    aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
                    sx={navButtonSx(isActivePath(pathname, item.to))}
                  >
                    {item.label}
                  </Button>
                ) : (
                  <NavDropdown
                    key={item.id}
                    menu={item}
                    pathname={pathname}
                    open={openMenu === item.id}
                    onToggle={() => setOpenMenu((current) => (current === item.id ? null : item.id))}
                    onClose={() => setOpenMenu(null)}
                  />
                ),
              )}
            </Box>
          </ClickAwayListener>
          {/* Sized for the widest of Login and the avatar button: the cached profile swaps one for the other
              right after the page hydrates, and the nav beside it must not move. */}
          <Box
            sx={{
              display: { xs: 'none', lg: 'flex' },
              justifyContent: 'flex-end',
              alignItems: 'center',
              minWidth: accountAreaWidth,
              minHeight: 44,
            }}
          >
            <AccountArea />
          </Box>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={mobileOpen}
            onClick={() => {
              setMobileMenuWanted(true);
              setMobileOpen(true);
            }}
            sx={{ display: { lg: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {mobileMenuWanted && (
        <LazyOverlay showFailure={mobileOpen}>
          <MobileMenu open={mobileOpen} pathname={pathname} onClose={() => setMobileOpen(false)} />
        </LazyOverlay>
      )}
    </AppBar>
  );
}
