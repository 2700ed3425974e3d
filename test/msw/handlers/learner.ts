import { HttpResponse, http } from 'msw';

import type { ProgressWire } from '../../../server/backend/learner-wire';
import { PLAYER_COURSE_SEED } from '../../../server/backend/player-course-seed';
import {
  applyProgressEvents,
  catalogOf,
  emptyProgress,
  readProgressBatch,
} from '../../../server/backend/progress';
import { failuresFor } from '../failure-factories';

import { learnerOf } from './learner-token';

const PROGRESS = '*/api/me/progress';

/** Each learner's progress and the event ids taken, in this test run (the backend's merge, in memory). */
const progressBySub = new Map<string, { progress: ProgressWire; seen: Set<string> }>();
let posts: { sub: string; eventIds: string[] }[] = [];
let gets: string[] = [];

/** Forgets every learner's progress (between tests). */
export function resetLearners(): void {
  progressBySub.clear();
  posts = [];
  gets = [];
}

/** A learner's progress as the stand-in holds it, for tests that start from an account with progress. */
export function setAccountProgress(sub: string, progress: ProgressWire): void {
  progressBySub.set(sub, { progress: structuredClone(progress), seen: new Set() });
}

/** The account's progress as the stand-in holds it. */
export const accountProgress = (sub: string): ProgressWire =>
  structuredClone(progressBySub.get(sub)?.progress ?? emptyProgress());

/** Every accepted progress post so far: whose, and the event ids it carried (taken or refused). */
export const progressPosts = (): readonly { sub: string; eventIds: string[] }[] => posts;

/** Whose progress each answered request for the account's progress was about, in order. */
export const progressGets = (): readonly string[] => gets;

const entryOf = (sub: string) => {
  const entry = progressBySub.get(sub) ?? { progress: emptyProgress(), seen: new Set<string>() };
  progressBySub.set(sub, entry);
  return entry;
};

/** The learner's progress as the backend keeps it, merged by the backend's own rules (payments: checkout.ts). */
export const handlers = [
  http.get(PROGRESS, ({ request }) => {
    const learner = learnerOf(request);
    if (learner instanceof Response) return learner;
    gets.push(learner.sub);
    return HttpResponse.json(entryOf(learner.sub).progress);
  }),
  http.post(PROGRESS, async ({ request }) => {
    const learner = learnerOf(request);
    if (learner instanceof Response) return learner;
    const body: unknown = await request.json().catch(() => undefined);
    const batch = readProgressBatch(body, new Date(), catalogOf(PLAYER_COURSE_SEED));
    if (!batch.ok) return HttpResponse.json({ message: batch.message }, { status: 400 });
    const entry = entryOf(learner.sub);
    const { events, refused } = batch.value;
    const fresh = events.filter((event) => {
      if (entry.seen.has(event.id)) return false;
      entry.seen.add(event.id);
      return true;
    });
    entry.progress = applyProgressEvents(entry.progress, fresh);
    posts.push({ sub: learner.sub, eventIds: [...events, ...refused].map((event) => event.id) });
    return HttpResponse.json({ ...entry.progress, refused });
  }),
];

export const failures = {
  getProgress: failuresFor('get', PROGRESS),
  postProgress: failuresFor('post', PROGRESS),
};
