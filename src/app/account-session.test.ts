import { waitFor } from '@testing-library/react';

import { makeStore } from './store';

import { signedIn } from '@/features/auth/slice';
import { selectCompletedVideoIds, selectVideoPositions } from '@/features/courses/progress-slice';

import { fixtureLearners } from '@test/fixtures/learner';
import { priyaProfile, provideTokensFor } from '@test/learner-state';
import { accountProgress, progressPosts, setAccountProgress } from '@test/msw/handlers/learner';

const priya = fixtureLearners.priya.sub;
const T1 = '2026-11-20T09:00:00.000Z';
const T2 = '2026-11-20T09:05:00.000Z';

describe('the account session', () => {
  it("merges the account's progress as soon as the learner signs in, on any page", async () => {
    provideTokensFor();
    // Another device finished lesson 1 of course 2 and left lesson 2 at 0:05.
    setAccountProgress(priya, {
      ...accountProgress(priya),
      courses: {
        '2': {
          lessons: {
            v1: { completedAt: T1, lastCompletedAt: T1 },
            v2: { position: { seconds: 5, at: T2 } },
          },
        },
      },
    });
    // A public page's store: neither the player nor the profile has opened.
    const store = makeStore(undefined, { storage: null });
    store.dispatch(signedIn({ profile: priyaProfile, sub: priya }));
    await waitFor(() => expect(selectCompletedVideoIds(store.getState(), '2')).toEqual(['v1']));
    expect(selectVideoPositions(store.getState(), '2')).toEqual({ v2: 5 });
    // Nothing was held here to send.
    expect(progressPosts()).toEqual([]);
  });
});
