/**
 * One merge on both sides: the browser's model (what the player and the profile show) and the backend (what
 * the account keeps) each run every case of the shared table, in every order and twice over.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { applyProgressEvents as applyOnBackend, emptyProgress } from '../../server/backend/progress';
import {
  applyProgressEvents as applyInBrowser,
  emptyProgressRecord,
  mergeProgress,
} from '../../src/features/courses/player/progress-record';

import { PROGRESS_CASES, deliveries } from './progress-cases';

describe('the shared progress merge table', () => {
  it('has cases for every rule: completion, position, restart and playback', () => {
    const types = new Set(PROGRESS_CASES.flatMap((c) => c.events.map((event) => event.type)));
    assert.deepEqual([...types].sort(), [
      'courseRestarted',
      'lessonCompleted',
      'playbackChosen',
      'positionSaved',
    ]);
    assert.ok(PROGRESS_CASES.length >= 10);
  });

  for (const c of PROGRESS_CASES) {
    it(`browser and backend agree: ${c.name}`, () => {
      for (const [order, events] of deliveries(c.events)) {
        assert.deepEqual(applyOnBackend(emptyProgress(), events), c.expected, `backend, ${order}`);
        assert.deepEqual(applyInBrowser(emptyProgressRecord(), events), c.expected, `browser, ${order}`);
      }
      // The browser also merges whole records (its own copy with the account's): split anywhere, either way round.
      for (let split = 0; split <= c.events.length; split += 1) {
        const first = applyInBrowser(emptyProgressRecord(), c.events.slice(0, split));
        const second = applyInBrowser(emptyProgressRecord(), c.events.slice(split));
        assert.deepEqual(mergeProgress(first, second), c.expected, `browser, records split at ${split}`);
        assert.deepEqual(
          mergeProgress(second, first),
          c.expected,
          `browser, records split at ${split}, swapped`,
        );
      }
    });
  }
});
