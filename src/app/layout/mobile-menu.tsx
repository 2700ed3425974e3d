import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AccountArea } from './account-area';
import { isActivePath, isMenuActive, navItems } from './nav-items';

import { Logo } from '@/components/logo';

type MobileNavLinkProps = {
  label: string;
  to: string;
  pathname: string;
  onClose: () => void;
  strong?: boolean;
};

/** One link of the mobile menu: top-level links in bold, dropdown links indented. */
function MobileNavLink({ label, to, pathname, onClose, strong = false }: MobileNavLinkProps) {
  const active = isActivePath(pathname, to);
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      onClick={onClose}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={strong ? undefined : { pl: 4 }}
    >
      <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: strong ? 700 : 400 } } }} />
    </ListItemButton>
  );
}

type MobileMenuProps = { open: boolean; pathname: string; onClose: () => void };

/** The collapsible menu for small screens, with the same entries as the desktop header. */
export function MobileMenu({ open, pathname, onClose }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(88vw, 340px)' }, id: 'mobile-menu' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <List>
          {navItems.map((item) => {
            if (item.kind === 'link') {
              return <MobileNavLink key={item.to} {...item} pathname={pathname} onClose={onClose} strong />;
            }
            const isOpen = expanded === item.id;
            return (
              <li key={item.id}>
                <ListItemButton
                  aria-expanded={isOpen}
                  aria-controls={`mobile-menu-${item.id}`}
                  selected={isMenuActive(pathname, item)}
                  onClick={() => setExpanded(isOpen ? null : item.id)}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
                <Collapse in={isOpen} unmountOnExit>
                  <List id={`mobile-menu-${item.id}`} disablePadding>
                    {item.links.map((link) => (
                      <MobileNavLink key={link.to} {...link} pathname={pathname} onClose={onClose} />
                    ))}
                  </List>
                </Collapse>
              </li>
            );
          })}
        </List>
        <Box sx={{ px: 2, py: 1 }}>
          <AccountArea onNavigate={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
