import { loadOnce } from '@/lib/loading/load-once';

/** The progress sync's chunk, loaded once (the player, the profile, or an account opening on any page). */
export const loadProgressSync = loadOnce(
  () => import(/* webpackChunkName: "progress-sync" */ './progress-sync'),
);
