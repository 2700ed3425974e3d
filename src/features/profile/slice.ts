import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** What a learner changed in Edit Profile; kept in this browser only (persisted). */
export type ProfileEdits = {
  name: string;
  email: string;
  phone: string;
  /** A data: URL of the chosen picture (shrunk before it is kept), or "" to keep the provider's. */
  picture: string;
};

/** Edits per signed-in account (the provider's e-mail), so two people sharing a browser keep their own. */
export type ProfileState = { editsByAccount: Record<string, ProfileEdits> };

const initialState: ProfileState = { editsByAccount: {} };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileEdited(state, action: PayloadAction<{ account: string; edits: ProfileEdits }>) {
      state.editsByAccount[action.payload.account] = action.payload.edits;
    },
  },
  selectors: {
    selectProfileEdits: (state, account: string | null): ProfileEdits | undefined =>
      account === null ? undefined : state.editsByAccount[account],
  },
});

export const { profileEdited } = profileSlice.actions;
export const { selectProfileEdits } = profileSlice.selectors;

const EDIT_FIELDS = ['name', 'email', 'phone', 'picture'] as const;

/** True when a value read back from storage has the shape of this slice's state. */
export function isProfileState(value: unknown): value is ProfileState {
  if (typeof value !== 'object' || value === null) return false;
  const byAccount = (value as { editsByAccount?: unknown }).editsByAccount;
  if (typeof byAccount !== 'object' || byAccount === null || Array.isArray(byAccount)) return false;
  return Object.values(byAccount).every(
    (edits) =>
      typeof edits === 'object' &&
      edits !== null &&
      EDIT_FIELDS.every((field) => typeof (edits as Record<string, unknown>)[field] === 'string'),
  );
}
