import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink, useMatches } from 'react-router-dom';

import { capitaliseName } from '../model';
import type { DisplayProfile } from '../model';
import {
  errorDismissed,
  selectAuthError,
  selectDisplayProfile,
  selectIsRedirecting,
  selectIsSignedIn,
} from '../slice';
import { useSignIn, useSignOut } from '../use-auth-actions';

import { LazySignInErrorNotice } from './lazy-sign-in-error';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Avatar } from '@/components/avatar';
import { DropdownPanel } from '@/components/dropdown-panel';
import { LazyOverlay } from '@/components/lazy-overlay';
import { paths } from '@/lib/paths';

/** Routes whose page shows sign-in errors itself mark themselves with this handle. */
export type AuthErrorHandle = { showsSignInErrors?: boolean };

const displayNameOf = (profile: DisplayProfile) =>
  capitaliseName(profile.name) || profile.email || 'Your account';

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

function AccountMenu({ profile, onSignOut }: { profile: DisplayProfile; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = displayNameOf(profile);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative' }} onKeyDown={onKeyDown}>
        <Button
          ref={buttonRef}
          color="inherit"
          aria-expanded={open}
          aria-controls="account-menu"
          aria-label={`Account menu for ${name}`}
          onClick={() => setOpen((current) => !current)}
          startIcon={<Avatar name={profile.name} email={profile.email} picture={profile.picture} />}
          endIcon={
            <ExpandMoreIcon
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{
            textTransform: 'none',
            fontWeight: 700,
            px: 1,
            minWidth: 0,
            borderRadius: 6,
            '& .MuiButton-startIcon': { mr: { xs: 0.5, xl: 1 } },
          }}
        >
          {/* Below the widest layout the nav needs the room: the avatar alone, the name in the menu. */}
          <Box
            component="span"
            sx={{
              display: { xs: 'none', xl: 'inline' },
              maxWidth: 160,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Box>
        </Button>
        <DropdownPanel id="account-menu" open={open} align="right" minWidth={240}>
          <Box
            component="li"
            sx={{ px: 2, pt: 1, pb: 1.5, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <ProfileSummary name={name} email={profile.email} />
          </Box>
          <AccountLinkItems onChoose={() => setOpen(false)} onSignOut={onSignOut} />
        </DropdownPanel>
      </Box>
    </ClickAwayListener>
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

function AccountPanel({
  profile,
  onSignOut,
  onNavigate,
}: {
  profile: DisplayProfile;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const name = displayNameOf(profile);
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

/** A failed Login started from the header, over the page, unless the page shows sign-in errors itself. */
function HeaderSignInError({ onRetry }: { onRetry: () => void }) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAuthError);
  const pageShowsErrors = useMatches().some(
    (match) => (match.handle as AuthErrorHandle | undefined)?.showsSignInErrors === true,
  );
  if (!error || pageShowsErrors) return null;
  return createPortal(
    <LazyOverlay>
      <LazySignInErrorNotice failure={error} onRetry={onRetry} onClose={() => dispatch(errorDismissed())} />
    </LazyOverlay>,
    document.body,
  );
}

type AccountControlProps = {
  /** Called when an entry is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** `drawer` lists the account entries openly; defaults to `drawer` when `onNavigate` is given. */
  variant?: 'header' | 'drawer';
  /** The profile to show instead of the provider's (the app lays the learner's own edits over it). */
  profile?: DisplayProfile | null;
  /**
   * The class of the Login button, a plain button styled by a sheet the page already has (the header's, on
   * every page; `data-full-width` in the drawer), not MUI's Button: it hydrates no ButtonBase tree and inserts
   * no style.
   */
  loginClassName?: string;
};

/**
 * The account area: signed out, a Login button; signed in, the avatar (picture, else initials) and the
 * capitalised name with Profile, Courses and Logout. A cached profile shows at once, before the identity
 * library has loaded.
 */
export function AccountControl({
  onNavigate,
  variant = onNavigate ? 'drawer' : 'header',
  profile: shownProfile,
  loginClassName,
}: AccountControlProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const providerProfile = useAppSelector(selectDisplayProfile);
  const profile = shownProfile === undefined ? providerProfile : shownProfile;
  const redirecting = useAppSelector(selectIsRedirecting);
  const signIn = useSignIn();
  const signOut = useSignOut();
  const login = () => void signIn(paths.home);

  if (!signedIn || !profile) {
    return (
      <>
        <button
          type="button"
          className={loginClassName}
          data-full-width={variant === 'drawer' || undefined}
          disabled={redirecting}
          onClick={() => {
            onNavigate?.();
            login();
          }}
        >
          {redirecting ? 'Logging in…' : 'Login'}
        </button>
        {variant === 'header' && <HeaderSignInError onRetry={login} />}
      </>
    );
  }
  return variant === 'header' ? (
    <AccountMenu profile={profile} onSignOut={() => void signOut()} />
  ) : (
    <AccountPanel profile={profile} onSignOut={() => void signOut()} onNavigate={onNavigate} />
  );
}
