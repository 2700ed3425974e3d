import { staticUpcomingEvents } from './content';
import { eventsForView, filterEvents } from './model';
import type { EventItem } from './model';

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

describe('filter benchmark', () => {
  it('filters 1,000 events after a keystroke in under 16 ms', () => {
    const queries = ['c', 'cl', 'cli', 'clin', 'clini', 'clinic', 'clinica', 'clinical'];
    for (let i = 0; i < 50; i += 1) afterKeystroke(queries[i % queries.length] ?? '');

    const runs: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      const started = performance.now();
      afterKeystroke(queries[i % queries.length] ?? '');
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)] ?? Infinity;
    const worst = runs[runs.length - 1] ?? Infinity;
    console.log(
      `Events filter, 1,000 events, two views per keystroke: median ${median.toFixed(3)} ms, worst ${worst.toFixed(3)} ms over ${runs.length} runs`,
    );
    expect(median).toBeLessThan(16);
  });
});
