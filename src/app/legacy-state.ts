import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { injectSlice } from '@/lib/lazy-slices';

/**
 * What this browser kept before the learner's record belonged to the account (persisted state version 4),
 * read back by legacy-read.ts: not anyone's yet. It goes, once, to the first account that signs in
 * afterwards (the README says so). Not part of every page's code: the slice is injected when that code
 * arrives, which a page asks for only when such a state is stored (lib/lazy-slices.ts).
 */
export type UnclaimedState = {
  courseProgress?: unknown;
  profile?: unknown;
};

export const unclaimedSlice = createSlice({
  name: 'unclaimed',
  initialState: (): UnclaimedState => ({}),
  reducers: {
    /** What version 4 kept was read back: progress and profile edits for the first account to sign in. */
    unclaimedStateRead(_state, action: PayloadAction<UnclaimedState>) {
      return action.payload;
    },
    /** The first account to sign in took it. */
    unclaimedStateClaimed() {
      return {};
    },
  },
});

injectSlice(unclaimedSlice);

export const { unclaimedStateRead, unclaimedStateClaimed } = unclaimedSlice.actions;

/** True when there is version-4 progress or profile edits left to claim. */
export const hasUnclaimedRecord = (state: UnclaimedState): boolean =>
  state.courseProgress !== undefined || state.profile !== undefined;
