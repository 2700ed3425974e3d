import { createSlice } from '@reduxjs/toolkit';

import { isRecord } from '@/lib/loose-payload';

/**
 * What this browser kept before the learner's record belonged to the account (persisted state version 4):
 * not anyone's yet. It goes, once, to the first account that signs in afterwards (the README says so);
 * its payments join the ledger at once, so a confirmation still to send is delivered whoever signs in.
 */
export type UnclaimedState = {
  courseProgress?: unknown;
  profile?: unknown;
  /** Version 4's payment ledger, by payment id, until it joins today's ledger. */
  payments?: Record<string, unknown>;
};

export const unclaimedSlice = createSlice({
  name: 'unclaimed',
  initialState: (): UnclaimedState => ({}),
  reducers: {
    /** The payments joined the ledger (still nobody's until the claim). */
    unclaimedPaymentsCarriedOver(state) {
      delete state.payments;
    },
    /** The first account to sign in took the rest. */
    unclaimedStateClaimed() {
      return {};
    },
  },
});

export const { unclaimedPaymentsCarriedOver, unclaimedStateClaimed } = unclaimedSlice.actions;

/** True when there is version-4 progress or profile edits left to claim. */
export const hasUnclaimedRecord = (state: UnclaimedState): boolean =>
  state.courseProgress !== undefined || state.profile !== undefined;

/** The persist guard: an object (its parts are judged when they are claimed). */
export const isUnclaimedState = (value: unknown): value is UnclaimedState => isRecord(value);
