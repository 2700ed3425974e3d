import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { NavMenuItem } from './nav-items';
import { isActivePath, isMenuActive } from './nav-items';

import { DropdownPanel } from '@/components/dropdown-panel';

type NavDropdownProps = {
  menu: NavMenuItem;
  pathname: string;
  open: boolean;
  /** Opens or closes this menu, by its id (stable, so a memoized dropdown renders only when it changes). */
  onToggle: (id: string) => void;
  onClose: () => void;
};

/**
 * A header dropdown in the disclosure pattern: a button with aria-expanded controlling a list of links.
 * Memoized: opening another menu does not render this one.
 */
export const NavDropdown = memo(function NavDropdown({
  menu,
  pathname,
  open,
  onToggle,
  onClose,
}: NavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `nav-menu-${menu.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    <Box sx={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(menu.id)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={navButtonSx(isMenuActive(pathname, menu))}
      >
        {menu.label}
      </Button>
      <DropdownPanel id={listId} open={open}>
        {menu.links.map((link) => {
          const active = isActivePath(pathname, link.to);
          return (
            <li key={link.to}>
              <Box
                component={RouterLink}
                to={link.to}
                onClick={onClose}
                aria-current={active ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.25,
                  borderRadius: 1,
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 500,
                  textDecoration: 'none',
                  bgcolor: active ? 'action.selected' : 'transparent',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                {link.label}
              </Box>
            </li>
          );
        })}
      </DropdownPanel>
    </Box>
  );
});

/** Header link styling, with the active one underlined in the accent colour. */
export const navButtonSx = (active: boolean) => ({
  fontWeight: 700,
  fontSize: '0.85rem',
  letterSpacing: '0.04em',
  px: 1.25,
  borderRadius: 1,
  position: 'relative' as const,
  color: active ? 'secondary.main' : 'inherit',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 10,
    right: 10,
    bottom: 2,
    height: 2,
    borderRadius: 1,
    bgcolor: 'secondary.main',
    opacity: active ? 1 : 0,
  },
});
