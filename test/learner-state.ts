/**
 * Store states for tests of the learner's pages: signed in with the account open, and progress as the
 * player would have recorded it.
 */
import type { RootState } from '@/app/store';
import type { DisplayProfile } from '@/features/auth/model';
import { initialAuthState, signedIn } from '@/features/auth/slice';
import { courseProgressSlice, videoCompleted, videoPositionSaved } from '@/features/courses/player/slice';
import type { CourseProgressState } from '@/features/courses/player/slice';
import { provideAccessTokens } from '@/lib/access-token';

import { fixtureAccessToken, fixtureLearners } from '@test/fixtures/learner';

export const priyaProfile: DisplayProfile = {
  name: fixtureLearners.priya.name,
  email: fixtureLearners.priya.email,
  picture: 'http://localhost:4200/avatars/priya-sharma.svg',
};

/** Signed in (the identity library has confirmed the session) with the learner's account open. */
export function signedInState(
  profile: DisplayProfile = priyaProfile,
  sub: string = fixtureLearners.priya.sub,
): Pick<RootState, 'auth' | 'account'> {
  return {
    auth: { ...initialAuthState(profile), status: 'signedIn', sub },
    account: { sub, storageProblem: null },
  };
}

type Change =
  | { completed: [courseId: string, videoId: string, at: string] }
  | { position: [courseId: string, videoId: string, seconds: number, at: string] };

/**
 * Progress as the player records it, changes applied in order. `delivered` says the account has taken them
 * (an empty outbox), as after a sync.
 */
export function progressState(changes: Change[], { delivered = true } = {}): CourseProgressState {
  let state = courseProgressSlice.reducer(undefined, { type: 'init' });
  for (const change of changes) {
    const action =
      'completed' in change
        ? videoCompleted({ courseId: change.completed[0], videoId: change.completed[1] }, change.completed[2])
        : videoPositionSaved(
            { courseId: change.position[0], videoId: change.position[1], seconds: change.position[2] },
            change.position[3],
          );
    state = courseProgressSlice.reducer(state, action);
  }
  return delivered ? { ...state, outbox: [] } : state;
}

/** Every lesson of a player course completed at `at` (their ids are v1 to v3). */
export const courseCompleted = (courseId: string, at: string): Change[] =>
  ['v1', 'v2', 'v3'].map((videoId) => ({ completed: [courseId, videoId, at] }));

/**
 * Calls about the learner carry an access token of `sub` (as the identity library provides once a session is
 * confirmed); `renewals` counts the renewed tokens asked for.
 */
export function provideTokensFor(
  sub: string = fixtureLearners.priya.sub,
  email: string = fixtureLearners.priya.email,
) {
  const asked = { renewals: 0 };
  provideAccessTokens({
    token: () => Promise.resolve(fixtureAccessToken(sub, { email })),
    renewed: () => {
      asked.renewals += 1;
      return Promise.resolve(fixtureAccessToken(sub, { email }));
    },
  });
  return asked;
}

/** The identity library found the learner's session in this tab (a page opened signed in). */
export const sessionRestored = (
  profile: DisplayProfile = priyaProfile,
  sub: string = fixtureLearners.priya.sub,
) => signedIn({ profile, sub, session: 'restored' });
