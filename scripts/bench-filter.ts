/**
 * `npm run bench:filter`: not a test. How long the events page's filter takes after one keystroke over 1,000
 * events (the view's list and the filter over it, for two views), as the page recomputes it: minimum, median
 * and worst of 41 timed runs after 50 warm-up runs, against one frame (16 ms). A figure of the machine it runs
 * on, so it is printed, never asserted in `npm test`.
 */
import { staticUpcomingEvents } from '../src/features/events/content';
import { eventsForView, filterEvents } from '../src/features/events/model';
import type { EventItem } from '../src/features/events/model';

const FRAME_MS = 16;
const categories = ['Leadership', 'Life Sciences & Data Science', 'Career & Placement', 'Startup Ecosystem'];
const words = [
  'leadership',
  'clinical',
  'bootcamp',
  'founders',
  'analytics',
  'summit',
  'placement',
  'coaching',
];

const generated: EventItem[] = Array.from({ length: 1000 }, (_, i) => ({
  id: String(i),
  title: `${words[i % words.length]} event ${i}`,
  description: `A session on ${words[(i * 7) % words.length]} and ${words[(i * 3) % words.length]} for teams.`,
  details: '<p>Details</p>',
  imageUrl: null,
  category: categories[i % categories.length] ?? 'General',
  location: 'Hyderabad',
  date: '1 January 2032',
  link: '',
  isUpcoming: i % 3 === 0,
  registrationOpen: i % 2 === 0,
}));

/** What the page recomputes after one keystroke: the view's list and the filter over it. */
const afterKeystroke = (search: string) =>
  filterEvents(eventsForView(generated, 'upcoming', staticUpcomingEvents), { category: 'All', search })
    .length +
  filterEvents(eventsForView(generated, 'all', staticUpcomingEvents), { category: 'Leadership', search })
    .length;

const queries = ['c', 'cl', 'cli', 'clin', 'clini', 'clinic', 'clinica', 'clinical'];
for (let i = 0; i < 50; i += 1) afterKeystroke(queries[i % queries.length] ?? '');
const runs: number[] = [];
for (let i = 0; i < 41; i += 1) {
  const started = performance.now();
  afterKeystroke(queries[i % queries.length] ?? '');
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
const at = (index: number) => (runs[index] ?? Number.NaN).toFixed(3);
const median = runs[Math.floor(runs.length / 2)] ?? Number.NaN;
console.log(
  `Events filter, 1,000 events, two views per keystroke, ${runs.length} runs: ` +
    `min ${at(0)} ms, median ${median.toFixed(3)} ms, worst ${at(runs.length - 1)} ms`,
);
console.log(
  median < FRAME_MS
    ? `Within one frame (${FRAME_MS} ms) at the median.`
    : `Over one frame (${FRAME_MS} ms) at the median.`,
);
