import { screen } from '@testing-library/react';

import { PERSIST_VERSION, migratePersistedState } from './legacy-read';
import { LEDGER_PERSIST_VERSION, PERSIST_KEY, createSafeStorage, isQuotaError } from './persist';
import { makeStore } from './store';

import {
  LEDGER_PERSIST_KEY,
  confirmationRefused,
  paymentConfirmed,
  paymentDialogClosed,
  paymentSucceeded,
  selectOutbox,
} from '@/features/checkout/slice';

import { renderWithProviders } from '@test/render';

// Delivering confirmations is tested with the page; here the ledger is only kept.
jest.mock('@/features/checkout/delivery', () => ({ deliverConfirmation: jest.fn(() => Promise.resolve()) }));

const storageKey = `persist:${PERSIST_KEY}`;
const ledgerKey = `persist:${LEDGER_PERSIST_KEY}`;

/** What redux-persist writes: each slice JSON-encoded inside one JSON object. */
const stored = (slices: Record<string, unknown>, version: number) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

/** Builds a persisting store over localStorage and waits until it has read what was stored. */
async function rehydratedStore() {
  const store = makeStore(undefined, { storage: createSafeStorage() });
  await store.restoreStoredState();
  return store;
}

const version4Progress = {
  completedByCourse: { '1': ['v1'] },
  completedAtByCourse: { '1': '2026-11-20T09:00:00.000Z' },
  positionsByCourse: { '1': { v2: 12.5 } },
  playback: { rate: 1.5, autoAdvance: false },
};

const pending = {
  paymentId: 'pay_Kept0001',
  orderId: 'order_Kept0001',
  signature: 'sig',
  kind: 'plan' as const,
  title: 'R-Guru Member',
  period: '3 months',
  currency: 'USD' as const,
  rate: 85.5,
  breakdown: { base: 9900, fee: 198, gst: 36, total: 10134 },
  customer: { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' },
  paidAt: '2026-11-21T05:00:00.000Z',
  deferrals: 0,
};

describe('persisted state', () => {
  it("keeps the payment ledger under a key of its own, and nothing else: never the API cache or anyone's record", async () => {
    const first = await rehydratedStore();
    first.dispatch(paymentSucceeded({ ...pending, owner: null }));
    await first.persistor?.flush();
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    expect(keys).toEqual([ledgerKey]);
    const ledger = JSON.parse(window.localStorage.getItem(ledgerKey) ?? '{}') as Record<string, string>;
    expect(Object.keys(ledger).sort()).toEqual(['_persist', 'payments']);
    expect(JSON.parse(ledger._persist ?? '{}')).toMatchObject({ version: LEDGER_PERSIST_VERSION });

    const second = await rehydratedStore();
    expect(selectOutbox(second.getState()).map((p) => p.paymentId)).toEqual(['pay_Kept0001']);
  });

  it("carries version 4's state over as nobody's: its payments join the ledger at once", async () => {
    expect(PERSIST_VERSION).toBe(5);
    const profile = {
      editsByAccount: { 'learner@example.com': { name: 'P', email: 'e', phone: '', picture: '' } },
    };
    window.localStorage.setItem(
      storageKey,
      stored(
        {
          courseProgress: version4Progress,
          profile,
          checkout: { payments: { [pending.paymentId]: { ...pending, status: 'pending' } } },
        },
        4,
      ),
    );
    const store = await rehydratedStore();
    expect(store.getState().unclaimed).toEqual({ courseProgress: version4Progress, profile });
    expect(store.getState().checkout.payments[pending.paymentId]).toMatchObject({
      status: 'pending',
      owner: null,
      unclaimed: true,
    });
    expect(selectOutbox(store.getState()).map((p) => p.paymentId)).toEqual([pending.paymentId]);
    // Nobody's record is in the open: no account is open until someone signs in (and the progress slice
    // has not even loaded on this page).
    expect(store.getState()).not.toHaveProperty('courseProgress');
  });

  it.each([
    ['version 0', { courseProgress: { completedVideos: { '2': [1, 3] } } }, 0, { '2': ['1', '3'] }],
    ['version 1', { courseProgress: { completedByCourse: { '1': ['v1'] } } }, 1, { '1': ['v1'] }],
    [
      'version 2',
      {
        courseProgress: {
          completedByCourse: { '1': ['v1', 'v2'] },
          completedAtByCourse: {},
          positionsByCourse: {},
        },
      },
      2,
      { '1': ['v1', 'v2'] },
    ],
  ])(
    'brings progress stored by %s to version 4, to be claimed',
    async (_name, slices, version, completed) => {
      window.localStorage.setItem(storageKey, stored(slices, version));
      const store = await rehydratedStore();
      expect(store.getState().unclaimed?.courseProgress).toMatchObject({
        completedByCourse: completed,
        playback: { rate: 1, autoAdvance: false },
      });
    },
  );

  it('removes what version 4 kept once nothing in it is left to claim: its payments are in the ledger', async () => {
    window.localStorage.setItem(
      storageKey,
      stored({ checkout: { payments: { [pending.paymentId]: { ...pending, status: 'pending' } } } }, 4),
    );
    const store = await rehydratedStore();
    expect(selectOutbox(store.getState()).map((p) => p.paymentId)).toEqual([pending.paymentId]);
    expect(store.getState().unclaimed).toEqual({});
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    expect(window.localStorage.getItem(ledgerKey)).toContain(pending.paymentId);
  });

  it('starts clean from unreadable JSON and removes it', async () => {
    window.localStorage.setItem(storageKey, '{"courseProgress": "{not json');
    const store = await rehydratedStore();
    expect(store.getState().unclaimed).toEqual({});
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it('ignores state written by a newer version of the site, and a ledger of another version or shape', async () => {
    window.localStorage.setItem(
      storageKey,
      stored(
        { unclaimed: { courseProgress: { completedByCourse: { '1': ['future'] } } } },
        PERSIST_VERSION + 1,
      ),
    );
    window.localStorage.setItem(ledgerKey, stored({ payments: { pay_X: { paymentId: 'pay_X' } } }, 1));
    const store = await rehydratedStore();
    expect(store.getState().unclaimed).toEqual({});
    expect(store.getState().checkout.payments).toEqual({});
  });

  it('survives a storage that throws, and reports a write it refused', async () => {
    const broken = createSafeStorage(() => {
      throw new Error('SecurityError: storage is disabled');
    });
    await expect(broken.getItem(storageKey)).resolves.toBeNull();
    await expect(broken.setItem(storageKey, '{}')).rejects.toThrow('storage is disabled');
    const full = Object.assign(new Error('exceeded'), { name: 'QuotaExceededError' });
    expect(isQuotaError(full)).toBe(true);
    expect(isQuotaError(new Error('SecurityError'))).toBe(false);
  });

  it('lets the app start with a corrupt stored state', async () => {
    window.localStorage.setItem(storageKey, 'garbage');
    window.localStorage.setItem(ledgerKey, 'garbage');
    const store = makeStore(undefined, { storage: createSafeStorage() });
    renderWithProviders(undefined, { store, route: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('keeps a future-versioned state from blocking start-up', async () => {
    expect(await migratePersistedState({ _persist: { version: 99, rehydrated: true } })).toBeUndefined();
  });

  describe("a guest's payment details", () => {
    const guest = { ...pending, paymentId: 'pay_Guest0001', owner: null };
    const learners = { ...pending, paymentId: 'pay_Account0001', owner: 'sub-priya' };
    const storedText = () => window.localStorage.getItem(ledgerKey) ?? '';

    it('are stored while the confirmation is pending, and no longer once the backend has answered', async () => {
      const store = await rehydratedStore();
      store.dispatch(paymentSucceeded(guest));
      store.dispatch(paymentSucceeded(learners));
      await store.persistor?.flush();
      // The outbox needs all three: the confirmation sends the name, the e-mail address and the phone.
      expect(storedText()).toContain('pay_Guest0001');
      store.dispatch(
        paymentConfirmed({ paymentId: 'pay_Guest0001', status: 'confirmed', confirmedAt: 'now' }),
      );
      store.dispatch(
        paymentConfirmed({ paymentId: 'pay_Account0001', status: 'confirmed', confirmedAt: 'now' }),
      );
      await store.persistor?.flush();
      expect(storedText()).not.toContain('pay_Guest0001');
      // An account's payment stays: its payment history offers its receipt on any later visit.
      expect(storedText()).toContain('pay_Account0001');

      // While the dialog offers the receipt, the entry keeps what the receipt prints, and not the phone.
      const offered = store.getState().checkout.payments.pay_Guest0001;
      expect(offered?.customer).toEqual({ name: 'Priya Sharma', email: 'learner@example.com', phone: '' });
      // The dialog closes: the guest's payment leaves the ledger; the account's stays.
      store.dispatch(paymentDialogClosed());
      expect(Object.keys(store.getState().checkout.payments)).toEqual(['pay_Account0001']);
      expect((await rehydratedStore()).getState().checkout.payments.pay_Guest0001).toBeUndefined();
    });

    it('are not stored once refused either, and a later visit finds nothing of them', async () => {
      const store = await rehydratedStore();
      store.dispatch(paymentSucceeded(guest));
      store.dispatch(
        confirmationRefused({ paymentId: 'pay_Guest0001', status: 'amount mismatch', message: 'm' }),
      );
      await store.persistor?.flush();
      expect(storedText()).not.toContain('learner@example.com');
      expect((await rehydratedStore()).getState().checkout.payments).toEqual({});
    });

    it('kept by version 1 for good are dropped when the ledger is read; pending and account payments stay', async () => {
      const confirmed = (entry: Record<string, unknown>) => {
        const { signature: _signature, deferrals: _deferrals, ...record } = entry;
        return { ...record, status: 'confirmed', confirmedAt: '2026-11-21T05:01:00.000Z' };
      };
      window.localStorage.setItem(
        ledgerKey,
        stored(
          {
            payments: {
              pay_Guest0001: confirmed(guest),
              pay_Account0001: confirmed(learners),
              pay_Waiting0001: { ...guest, paymentId: 'pay_Waiting0001', status: 'pending' },
              pay_Legacy0001: { ...confirmed(guest), paymentId: 'pay_Legacy0001', unclaimed: true },
            },
          },
          1,
        ),
      );
      const store = await rehydratedStore();
      expect(Object.keys(store.getState().checkout.payments).sort()).toEqual([
        'pay_Account0001',
        'pay_Legacy0001',
        'pay_Waiting0001',
      ]);
      await store.persistor?.flush();
      store.dispatch(paymentDialogClosed());
      await store.persistor?.flush();
      expect(storedText()).not.toContain('pay_Guest0001');
    });
  });
});
