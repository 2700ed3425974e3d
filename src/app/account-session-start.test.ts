import { waitFor } from '@testing-library/react';

import { ACCOUNT_STORAGE_VERSION, accountKey } from './account-keys';
import { PERSIST_KEY, createSafeStorage } from './persist';
import { makeStore } from './store';

import { sessionEnded, signOutStarted, signedIn, signedOut } from '@/features/auth/slice';
import { selectPaymentsOf } from '@/features/checkout/ledger-views';
import { LEDGER_PERSIST_KEY, paymentConfirmed, paymentSucceeded } from '@/features/checkout/slice';
import {
  playbackRateChosen,
  selectCompletedVideoIds,
  selectPlaybackRate,
  selectProgressOutbox,
  selectProgressRecord,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from '@/features/courses/player/slice';
import { profileEdited, selectProfileEdits } from '@/features/profile/slice';
import { selectAccountSub, selectStorageProblem } from '@/lib/account';

// Delivering confirmations is tested with the page; here the ledger is only kept.
jest.mock('@/features/checkout/delivery', () => ({ deliverConfirmation: jest.fn(() => Promise.resolve()) }));
// The sync is tested on its own; here nothing leaves the browser.
jest.mock('@/features/courses/player/sync-loader', () => ({
  loadProgressSync: Object.assign(() => new Promise(() => {}), {
    reset: () => undefined,
    started: () => undefined,
  }),
}));

const priya = {
  sub: 'user-priya',
  profile: { name: 'priya sharma', email: 'learner@example.com', picture: '' },
};
const arjun = {
  sub: 'user-arjun',
  profile: { name: 'Arjun Mehta', email: 'mentor@example.com', picture: '' },
};
const T1 = '2026-11-20T09:00:00.000Z';

/** A persisting store over localStorage (or the given one), once it has read what was stored. */
async function page(backing: () => Storage = () => window.localStorage) {
  const store = makeStore(undefined, { storage: createSafeStorage(backing), accountStorage: backing });
  await store.restoreStoredState();
  return store;
}

type Page = Awaited<ReturnType<typeof page>>;

/** The learner signed in (the provider's callback), and the account is open. */
async function signIn(store: Page, who: typeof priya) {
  store.dispatch(signedIn({ ...who, session: 'new' }));
  await waitFor(() => expect(selectAccountSub(store.getState())).toBe(who.sub));
}

const keptSlice = (sub: string, slice: 'courseProgress' | 'profile') => {
  const raw = window.localStorage.getItem(accountKey(sub, slice));
  return raw === null ? null : (JSON.parse(raw) as { version: number; state: Record<string, unknown> }).state;
};

const pending = (paymentId: string, owner: string | null) => ({
  paymentId,
  orderId: `order_${paymentId}`,
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
  owner,
});

describe("each account's record in this browser", () => {
  it("keeps a learner's progress, choices and edits under their account, and opens them again after a reload", async () => {
    const first = await page();
    await signIn(first, priya);
    first.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    first.dispatch(videoPositionSaved({ courseId: '1', videoId: 'v2', seconds: 5 }));
    first.dispatch(playbackRateChosen(1.5));
    const edits = { name: 'Priya S', email: 'learner@example.com', phone: '+91 98765 43210', picture: '' };
    first.dispatch(profileEdited(edits));
    expect(keptSlice(priya.sub, 'courseProgress')).toMatchObject({ outbox: expect.any(Array) });

    const second = await page();
    // Nothing shows until the session is confirmed.
    expect(selectCompletedVideoIds(second.getState(), '1')).toEqual([]);
    await signIn(second, priya);
    expect(selectCompletedVideoIds(second.getState(), '1')).toEqual(['v1']);
    expect(selectVideoPositions(second.getState(), '1')).toEqual({ v2: 5 });
    expect(selectPlaybackRate(second.getState())).toBe(1.5);
    expect(selectProfileEdits(second.getState())).toEqual(edits);
    expect(selectProgressOutbox(second.getState())).toHaveLength(3);
  });

  it('shows two learners in one browser only their own progress, payments and edits', async () => {
    const store = await page();
    await signIn(store, priya);
    store.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    store.dispatch(profileEdited({ name: 'Priya S', email: 'learner@example.com', phone: '', picture: '' }));
    store.dispatch(paymentSucceeded(pending('pay_Priya01', priya.sub)));
    store.dispatch(paymentConfirmed({ paymentId: 'pay_Priya01', status: 'confirmed', confirmedAt: T1 }));
    // Priya's session ends without a sign-out (the tab was closed); Arjun signs in on the same browser.
    store.dispatch(sessionEnded({ code: 'login_required' }));
    await signIn(store, arjun);
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual([]);
    expect(selectProfileEdits(store.getState())).toBeNull();
    expect(selectPaymentsOf(store.getState(), arjun.sub)).toEqual([]);
    store.dispatch(videoCompleted({ courseId: '2', videoId: 'v3' }, T1));

    // Priya comes back: her record is as she left it, without Arjun's.
    store.dispatch(signedOut());
    await signIn(store, priya);
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual(['v1']);
    expect(selectCompletedVideoIds(store.getState(), '2')).toEqual([]);
    expect(selectProfileEdits(store.getState())?.name).toBe('Priya S');
    expect(selectPaymentsOf(store.getState(), priya.sub).map((p) => p.paymentId)).toEqual(['pay_Priya01']);
  });

  it('forgets a learner at sign-out, but keeps the progress the account has not taken, for them alone', async () => {
    const store = await page();
    await signIn(store, priya);
    store.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }, T1, 'undelivered-1'));
    store.dispatch(profileEdited({ name: 'Priya S', email: 'learner@example.com', phone: '', picture: '' }));
    store.dispatch(paymentSucceeded(pending('pay_Paid', priya.sub)));
    store.dispatch(paymentConfirmed({ paymentId: 'pay_Paid', status: 'confirmed', confirmedAt: T1 }));
    store.dispatch(paymentSucceeded(pending('pay_Waiting', priya.sub)));

    store.dispatch(signOutStarted());
    await waitFor(() => expect(selectAccountSub(store.getState())).toBeNull());
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual([]);
    expect(keptSlice(priya.sub, 'profile')).toBeNull();
    const kept = keptSlice(priya.sub, 'courseProgress') as {
      record: { courses: Record<string, unknown> };
      outbox: { id: string }[];
    };
    expect(kept.record.courses).toEqual({});
    expect(kept.outbox.map((event) => event.id)).toEqual(['undelivered-1']);
    // The paid one is the account's now; the one still to confirm stays until the backend has it.
    expect(Object.keys(store.getState().checkout.payments)).toEqual(['pay_Waiting']);

    // Another learner sees none of it.
    await signIn(store, arjun);
    expect(selectProgressOutbox(store.getState())).toEqual([]);
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual([]);
    store.dispatch(signOutStarted());

    // Back here later, the changes still to send are there for the sync to send.
    const later = await page();
    await signIn(later, priya);
    expect(selectProgressOutbox(later.getState()).map((event) => event.id)).toEqual(['undelivered-1']);
    expect(selectCompletedVideoIds(later.getState(), '1')).toEqual(['v1']);
    expect(selectProfileEdits(later.getState())).toBeNull();
  });

  it('gives what version 4 kept to the first account that signs in, once, and its payments too', async () => {
    window.localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        courseProgress: JSON.stringify({
          completedByCourse: { '1': ['v1', 'v2'] },
          completedAtByCourse: { '1': T1 },
          positionsByCourse: { '1': { v3: 12.5 } },
          playback: { rate: 1.25, autoAdvance: true },
        }),
        profile: JSON.stringify({
          editsByAccount: {
            'learner@example.com': { name: 'Priya S', email: 'learner@example.com', phone: '', picture: '' },
            'someone@example.com': { name: 'Someone', email: 'someone@example.com', phone: '', picture: '' },
          },
        }),
        checkout: JSON.stringify({
          payments: { pay_Old: { ...pending('pay_Old', null), status: 'pending' } },
        }),
        _persist: JSON.stringify({ version: 4, rehydrated: true }),
      }),
    );
    const store = await page();
    await signIn(store, priya);
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual(['v1', 'v2']);
    expect(selectProgressRecord(store.getState()).courses['1']?.lessons.v1?.completedAt).toBe(T1);
    expect(selectVideoPositions(store.getState(), '1')).toEqual({ v3: 12.5 });
    expect(selectPlaybackRate(store.getState())).toBe(1.25);
    // Sent to the account as changes, so the account learns them too.
    expect(
      selectProgressOutbox(store.getState())
        .map((event) => event.type)
        .sort(),
    ).toEqual(['lessonCompleted', 'lessonCompleted', 'playbackChosen', 'positionSaved']);
    expect(selectProfileEdits(store.getState())?.name).toBe('Priya S');
    expect(selectPaymentsOf(store.getState(), priya.sub).map((p) => p.paymentId)).toEqual(['pay_Old']);
    expect(store.getState().unclaimed).toEqual({});

    // Once: the next learner gets none of it.
    store.dispatch(signOutStarted());
    await signIn(store, arjun);
    expect(selectCompletedVideoIds(store.getState(), '1')).toEqual([]);
    expect(selectProfileEdits(store.getState())).toBeNull();
    const reloaded = await page();
    expect(reloaded.getState().unclaimed).toEqual({});
    // Claimed: the earlier version's entry has left this browser.
    expect(window.localStorage.getItem(`persist:${PERSIST_KEY}`)).toBeNull();
  });

  it('drops a kept slice of another version or an unreadable one, and opens the account empty', async () => {
    window.localStorage.setItem(
      accountKey(priya.sub, 'courseProgress'),
      JSON.stringify({ version: ACCOUNT_STORAGE_VERSION + 1, state: {} }),
    );
    window.localStorage.setItem(accountKey(priya.sub, 'profile'), '{not json');
    const store = await page();
    await signIn(store, priya);
    expect(selectProgressRecord(store.getState()).courses).toEqual({});
    expect(selectProfileEdits(store.getState())).toBeNull();
  });

  it('tells the visitor when a save exceeds the storage, and never takes the payment outbox with it', async () => {
    // A storage of 6 KB: room for the ledger and the progress, not for a large picture.
    const items = new Map<string, string>();
    const used = () => [...items].reduce((total, [key, value]) => total + key.length + value.length, 0);
    const small = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        const without = used() - (items.has(key) ? key.length + (items.get(key)?.length ?? 0) : 0);
        if (without + key.length + value.length > 6000)
          throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    } as Storage;
    const store = await page(() => small);
    await signIn(store, priya);
    store.dispatch(paymentSucceeded(pending('pay_First', priya.sub)));
    await store.persistor?.flush();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.dispatch(
      profileEdited({
        name: 'Priya',
        email: 'learner@example.com',
        phone: '',
        picture: `data:image/jpeg;base64,${'A'.repeat(8000)}`,
      }),
    );
    expect(selectStorageProblem(store.getState())).toEqual({ what: 'profile', quota: true });
    expect(warn).toHaveBeenCalled();
    // The edits hold for this visit; the ledger's own key still holds the payment to confirm.
    expect(selectProfileEdits(store.getState())?.name).toBe('Priya');
    expect(items.get(accountKey(priya.sub, 'profile'))).not.toContain('data:image');
    expect(items.get(`persist:${LEDGER_PERSIST_KEY}`)).toContain('pay_First');
    // Progress is kept apart from the picture, so it still saves.
    store.dispatch(videoCompleted({ courseId: '1', videoId: 'v1' }, T1));
    expect(items.get(accountKey(priya.sub, 'courseProgress'))).toContain('lessonCompleted');
  });
});
