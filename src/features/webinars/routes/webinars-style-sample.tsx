import { MonthCalendar } from '../components/month-calendar';
import { WebinarList } from '../components/webinar-list';
import { WebinarsContent } from '../components/webinars-content';
import { webinarsCopy } from '../content';
import { splitByStatus } from '../model';
import type { Webinar, WebinarGroup } from '../model';

import { clockAtOffset, istDayKey } from '@/lib/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const INDIA = 330 * MINUTE;

/** A fixed instant (noon in India): the sample, and so the page, do not change with the day it is built. */
const NOW = Date.UTC(2026, 0, 14, 6, 30);

const sampleWebinar = (id: string, group: WebinarGroup, startsAt: number, more: Partial<Webinar> = {}) => ({
  id,
  group,
  title: 'A webinar',
  description: 'What it is about.',
  speaker: 'A speaker',
  date: istDayKey(startsAt),
  time: new Date(startsAt + INDIA).toISOString().slice(11, 19),
  durationHours: 1,
  startsAt,
  endsAt: startsAt + HOUR,
  registrationLink: 'https://example.org/register',
  image: '',
  isFirstUpcoming: false,
  ...more,
});

/** A webinar in each state a visitor can find one in: live, later today, days away, past in each series. */
const webinars: readonly Webinar[] = [
  sampleWebinar('live', 'r-programming', NOW - 30 * MINUTE),
  sampleWebinar('today', 'executive-coaching', NOW + 3 * HOUR, {
    registrationLink: '',
    isFirstUpcoming: true,
  }),
  sampleWebinar('soon', 'r-programming', NOW + 5 * DAY, { speaker: '', description: '' }),
  sampleWebinar('past', 'r-programming', NOW - 3 * DAY),
  sampleWebinar('past-image', 'executive-coaching', NOW - 10 * DAY),
];
const [, , , pastWebinar] = webinars;

const ignore = () => undefined;
const list = {
  now: NOW,
  // A visitor's clock that reads differently from India's: the cards show their local time line.
  visitorClock: clockAtOffset(-5 * 60),
  hasRecordings: true,
  onRegisterUnavailable: ignore,
  onAddToCalendar: ignore,
  onViewRecording: ignore,
};
const today = istDayKey(NOW);

/**
 * The webinars page's content as a browser shows it, rendered by the prerender for its styles only, never
 * for its markup (`renderer/page/style-samples.tsx`). The content depends on the visitor's clock, so the
 * prerendered page holds skeletons; without this, the browser compiled every style of the cards, the
 * calendar and the day's panel, and added them to the page's stylesheet in the commit that showed them: the
 * page's longest task on a phone. Written into the page beside its critical styles, they are adopted as the
 * page starts, and that commit inserts none.
 *
 * Sample webinars in every state (the banner, a red Join Now, a day's webinars, past ones with and without a
 * recordings address, lists with none), and the month calendar, which the page loads on its own. A state
 * missed here still shows as it should: its styles are compiled when it does, as before.
 */
export function WebinarsStyleSample() {
  return (
    <>
      <WebinarsContent
        webinars={webinars}
        now={NOW}
        split={splitByStatus(webinars, NOW)}
        filter="all"
        list={list}
        listsAtOnce
      />
      <WebinarList
        heading={webinarsCopy.pastHeading}
        webinars={pastWebinar ? [pastWebinar] : []}
        empty={null}
        {...list}
        hasRecordings={false}
      />
      <WebinarsContent
        webinars={[]}
        now={NOW}
        split={{ upcoming: [], past: [] }}
        filter="none"
        list={list}
        listsAtOnce
      />
      <MonthCalendar
        webinars={webinars}
        now={NOW}
        month={today.slice(0, 7)}
        selectedDay={today}
        onMonthChange={ignore}
        onDaySelect={ignore}
      />
    </>
  );
}
