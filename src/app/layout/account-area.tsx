import { createSelector } from '@reduxjs/toolkit';
import type { ComponentProps } from 'react';

import { useAppSelector } from '../hooks';
import type { RootState } from '../store';

import { loginButtonClass } from './nav-items';

import { AccountControl } from '@/features/auth/components/account-control';
import type { DisplayProfile } from '@/features/auth/model';
import { selectDisplayProfile } from '@/features/auth/slice';
import { selectProfileEdits } from '@/features/profile/slice';

/**
 * The signed-in profile as the site shows it: the identity provider's, with the picture and name the
 * learner saved in Edit Profile (the open account's, kept per account in this browser) laid over it.
 * Composed here because it joins two features; the profile page shows the same.
 */
export const selectShownProfile = createSelector(
  [selectDisplayProfile, (state: RootState) => selectProfileEdits(state)],
  (profile, edits): DisplayProfile | null => {
    if (!profile || !edits) return profile;
    return { ...profile, name: edits.name || profile.name, picture: edits.picture || profile.picture };
  },
);

/**
 * The header's and the mobile menu's account control, showing the saved edits at once on every page; its
 * Login is the plain button the header's static sheet styles (main-nav-sheet.ts).
 */
export function AccountArea(
  props: Omit<ComponentProps<typeof AccountControl>, 'profile' | 'loginClassName'>,
) {
  const profile = useAppSelector(selectShownProfile);
  return <AccountControl {...props} profile={profile} loginClassName={loginButtonClass} />;
}
