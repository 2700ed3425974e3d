import { loadOnce } from '@/lib/loading/load-once';

/** The progress sync's chunk, loaded once (the player, the profile, a sign-in, or changes still to send). */
export const loadProgressSync = loadOnce(
  () => import(/* webpackChunkName: "progress-sync" */ './progress-sync'),
);
