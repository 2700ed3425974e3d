import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMatches } from 'react-router-dom';

import { useAccountMenu } from '../account-menu-loader';
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
import { DropdownPanel } from '@/components/dropdown-panel';
import { LazyOverlay } from '@/components/lazy-overlay';
import { ReloadNotice } from '@/components/reload-notice';
import { paths } from '@/lib/paths';
import { capitaliseName } from '@/lib/person-name';

/** Routes whose page shows sign-in errors itself mark themselves with this handle. */
export type AuthErrorHandle = { showsSignInErrors?: boolean };

/** The name the account area shows: the capitalised name, else the e-mail. */
const accountName = (profile: DisplayProfile) =>
  capitaliseName(profile.name) || profile.email || 'Your account';

/** The avatar's place while the account menu's code arrives: a circle of its size and colour. */
const avatarSpace = (
  <Box
    component="span"
    aria-hidden="true"
    sx={{ width: 32, height: 32, flexShrink: 0, borderRadius: '50%', bgcolor: 'secondary.main' }}
  />
);

/**
 * The header's account button and its menu. The button, the name and the arrow are here, in every page's
 * code, so they show as soon as the visitor is known; the avatar and the menu's items come with the account
 * menu's chunk. A click before it has arrived opens the menu when it does.
 */
function AccountMenu({ profile, onSignOut }: { profile: DisplayProfile; onSignOut: () => void }) {
  const { parts, failed } = useAccountMenu();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = accountName(profile);

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
          startIcon={
            parts ? (
              <parts.Avatar name={profile.name} email={profile.email} picture={profile.picture} />
            ) : (
              avatarSpace
            )
          }
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
        <DropdownPanel
          id="account-menu"
          open={open && (parts !== null || failed)}
          align="right"
          minWidth={240}
        >
          {parts ? (
            <parts.AccountMenuItems
              name={name}
              email={profile.email}
              onChoose={() => setOpen(false)}
              onSignOut={onSignOut}
            />
          ) : (
            failed && <MenuReloadItem />
          )}
        </DropdownPanel>
      </Box>
    </ClickAwayListener>
  );
}

/** In place of the menu whose code did not arrive: the shell's reload notice, as a list item. */
function MenuReloadItem() {
  return (
    <li>
      <ReloadNotice />
    </li>
  );
}

/** The mobile menu's account section, once its code has arrived (a reload offered if it did not). */
function AccountPanelWhenLoaded({
  profile,
  onSignOut,
  onNavigate,
}: {
  profile: DisplayProfile;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const { parts, failed } = useAccountMenu();
  if (parts)
    return (
      <parts.AccountPanel
        profile={profile}
        name={accountName(profile)}
        onSignOut={onSignOut}
        onNavigate={onNavigate}
      />
    );
  return (
    <Box sx={{ minHeight: 56 }}>
      {failed && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <MenuReloadItem />
        </Box>
      )}
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
    <AccountPanelWhenLoaded profile={profile} onSignOut={() => void signOut()} onNavigate={onNavigate} />
  );
}
