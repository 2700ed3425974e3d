import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { DisplayProfile } from '../model';

import { Avatar } from '@/components/avatar';
import { paths } from '@/lib/paths';

/**
 * The signed-in visitor's account, beyond the header's button: the avatar, the header menu's items and the
 * mobile menu's account panel. A chunk of its own (`account-menu-loader.ts`): a visitor who is not signed
 * in, most visitors, never downloads it.
 */

export { Avatar };

const menuLinks = [
  { to: paths.profile, label: 'Profile' },
  { to: paths.courses, label: 'Courses' },
] as const;

const itemSx = {
  display: 'block',
  width: '100%',
  px: 2,
  py: 1.25,
  borderRadius: 1,
  color: 'text.primary',
  textAlign: 'left',
  textDecoration: 'none',
  font: 'inherit',
  fontWeight: 600,
  border: 0,
  bgcolor: 'transparent',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const;

/** The header menu's items: who is signed in, then Profile, Courses and Logout. */
export function AccountMenuItems({
  name,
  email,
  onChoose,
  onSignOut,
}: {
  name: string;
  email?: string | null;
  onChoose: () => void;
  onSignOut: () => void;
}) {
  return (
    <>
      <Box component="li" sx={{ px: 2, pt: 1, pb: 1.5, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <ProfileSummary name={name} email={email} />
      </Box>
      <AccountLinkItems onChoose={onChoose} onSignOut={onSignOut} />
    </>
  );
}

/** The signed-in visitor's name and e-mail, as the account menu and panel head them. */
function ProfileSummary({ name, email }: { name: string; email?: string | null }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      {email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
    </>
  );
}

type AccountLinkItemsProps = {
  /** Called when any item is chosen (closes the menu or the drawer). */
  onChoose?: () => void;
  onSignOut: () => void;
  /** Items without side padding, for the mobile panel. */
  flush?: boolean;
};

/** Profile, Courses and Logout as list items, shared by the header menu and the mobile panel. */
function AccountLinkItems({ onChoose, onSignOut, flush = false }: AccountLinkItemsProps) {
  const sx = flush ? { ...itemSx, px: 0 } : itemSx;
  return (
    <>
      {menuLinks.map((link) => (
        <li key={link.to}>
          <Box component={RouterLink} to={link.to} onClick={onChoose} sx={sx}>
            {link.label}
          </Box>
        </li>
      ))}
      <li>
        <Box
          component="button"
          type="button"
          onClick={() => {
            onChoose?.();
            onSignOut();
          }}
          sx={sx}
        >
          Logout
        </Box>
      </li>
    </>
  );
}

/** The mobile menu's account section: the avatar, the name and e-mail, and the entries, listed openly. */
export function AccountPanel({
  profile,
  name,
  onSignOut,
  onNavigate,
}: {
  profile: DisplayProfile;
  /** The name the account area shows (`accountName`). */
  name: string;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  return (
    <Box component="section" aria-label="Account">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <Avatar name={profile.name} email={profile.email} picture={profile.picture} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <ProfileSummary name={name} email={profile.email} />
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <AccountLinkItems onChoose={onNavigate} onSignOut={onSignOut} flush />
      </Box>
    </Box>
  );
}
