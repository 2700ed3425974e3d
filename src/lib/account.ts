import { createAction, createSlice } from '@reduxjs/toolkit';

/**
 * Whose record the browser holds: the signed-in learner's account (the identity provider's `sub`), opened
 * at sign-in and closed at sign-out. The per-account slices (progress, profile edits) hold that learner's
 * state only; app/account-session.ts keeps each account's copy apart in the browser's storage.
 */
export type AccountState = {
  sub: string | null;
  /** The last save to storage that failed, until the visitor dismisses the notice. */
  storageProblem: { what: StorageWhat; quota: boolean } | null;
};

/** What the browser kept for an account, by slice name; each slice reads (and checks) its own part. */
export type StoredAccount = Record<string, unknown>;

/** An account was opened: its stored state joins each per-account slice (merged into what it holds). */
export const accountOpened = createAction<{ sub: string; stored: StoredAccount }>('account/opened');

/**
 * The account was closed: each per-account slice starts empty. `forgotten` when the learner signed out:
 * the browser also forgets their records (what the backend has not taken yet stays, invisible to others).
 */
export const accountClosed = createAction<{ sub: string; forgotten: boolean }>('account/closed');

/** A save to the browser's storage failed (full, or blocked): the visitor is told what was not kept. */
export const storageWriteFailed = createAction<{ what: StorageWhat; quota: boolean }>(
  'account/storageWriteFailed',
);

/** What a failed save would have kept. */
export type StorageWhat = 'progress' | 'profile' | 'payments';

export const accountSlice = createSlice({
  name: 'account',
  initialState: (): AccountState => ({ sub: null, storageProblem: null }),
  reducers: {
    storageProblemDismissed(state) {
      state.storageProblem = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountOpened, (state, action) => {
        state.sub = action.payload.sub;
      })
      .addCase(accountClosed, (state) => {
        state.sub = null;
      })
      .addCase(storageWriteFailed, (state, action) => {
        state.storageProblem = action.payload;
      });
  },
  selectors: {
    /** The open account's `sub`, or null. */
    selectAccountSub: (state) => state.sub,
    selectIsAccountOpen: (state) => state.sub !== null,
    selectStorageProblem: (state) => state.storageProblem,
  },
});

export const { storageProblemDismissed } = accountSlice.actions;
export const { selectAccountSub, selectIsAccountOpen, selectStorageProblem } = accountSlice.selectors;
