import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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
 * Closed, the list is hidden but its links stay in the page, so every prerendered page links to the
 * dropdowns' pages (the footer does not). Plain elements, styled by the nav around them (main-nav-sheet.ts).
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
    // Escape from the button or any of its links closes the list: a key handler, not an interactive element.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={isMenuActive(pathname, menu)}
        onClick={() => onToggle(menu.id)}
      >
        {menu.label}
        <ExpandMoreIcon />
      </button>
      <DropdownPanel id={listId} open={open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <RouterLink
              to={link.to}
              onClick={onClose}
              aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}
            >
              {link.label}
            </RouterLink>
          </li>
        ))}
      </DropdownPanel>
    </div>
  );
});
