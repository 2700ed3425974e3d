import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { accountClosed, accountOpened } from '@/lib/account';

/** What a learner changed in Edit Profile; kept in this browser, for their account only. */
export type ProfileEdits = {
  name: string;
  email: string;
  phone: string;
  /** A data: URL of the chosen picture (at most 256 px and 100 KB), or "" to keep the provider's. */
  picture: string;
};

/**
 * The signed-in learner's profile edits (the open account's: lib/account.ts). app/account-session.ts keeps
 * them per account in the browser, and forgets them when the learner signs out.
 */
export type ProfileState = { edits: ProfileEdits | null };

const initialState = (): ProfileState => ({ edits: null });

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileEdited(state, action: PayloadAction<ProfileEdits>) {
      state.edits = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountOpened, (state, action) => {
        // Checked by the opener (app/account-session.ts) as it read it from storage.
        const stored = action.payload.stored.profile as ProfileState | undefined;
        if (stored?.edits) state.edits = stored.edits;
      })
      .addCase(accountClosed, () => initialState());
  },
  selectors: {
    selectProfileEdits: (state): ProfileEdits | null => state.edits,
  },
});

export const { profileEdited } = profileSlice.actions;
export const { selectProfileEdits } = profileSlice.selectors;
