/**
 * The shared progress merge table (progress-cases.json): the rules of docs/api.md ("The learner's account")
 * written down as cases that the browser's model and the backend must both reproduce. JSON, so a backend in
 * another language can run the same cases.
 */
import fs from 'node:fs';

import type { ProgressEventWire, ProgressWire } from '../../server/backend/learner-wire';

export interface ProgressCase {
  name: string;
  events: ProgressEventWire[];
  expected: ProgressWire;
}

const table = JSON.parse(fs.readFileSync(new URL('./progress-cases.json', import.meta.url), 'utf8')) as {
  cases: ProgressCase[];
};

export const PROGRESS_CASES: readonly ProgressCase[] = table.cases;

/** The orders every case must hold in: as given, reversed, and each event sent twice (one after the other). */
export function deliveries(events: readonly ProgressEventWire[]): [string, ProgressEventWire[]][] {
  return [
    ['in order', [...events]],
    ['reversed', [...events].reverse()],
    ['each twice', events.flatMap((event) => [event, event])],
    ['all twice over', [...events, ...events].reverse()],
  ];
}
