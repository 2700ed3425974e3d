import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';

import { readTime } from './progress';

const NOW = new Date('2026-11-27T04:00:00.000Z');

const EARLIEST = Date.parse('2020-01-01T00:00:00.000Z');

/**
 * What readTime means, through Date: the time it names, when toISOString keeps its fields, bounded by 2020
 * and by now (the time the backend received it).
 */
function byDate(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value)) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  const normal = new Date(ms).toISOString();
  if (normal.slice(0, 19) !== value.slice(0, 19) && !(ms < EARLIEST && /^[+-]/.test(normal)))
    return undefined;
  return new Date(Math.min(NOW.getTime(), Math.max(EARLIEST, ms))).toISOString();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('readTime, an event time', () => {
  it('takes what toISOString writes, and refuses a day, hour, minute or second that does not exist', () => {
    assert.equal(readTime('2026-11-27T03:59:59.123Z', NOW), '2026-11-27T03:59:59.123Z');
    assert.equal(readTime('2024-02-29T00:00:00Z', NOW), '2024-02-29T00:00:00.000Z');
    assert.equal(readTime('2026-11-27T03:59:59.5Z', NOW), '2026-11-27T03:59:59.500Z');
    for (const bad of [
      '2026-02-29T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-04-31T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-00-01T00:00:00.000Z',
      '2026-01-00T00:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      '2026-01-01T00:60:00.000Z',
      '2026-01-01T00:00:60.000Z',
      '2026-11-27 04:00:00.000Z',
      '2026-11-27T04:00:00.000+00:00',
    ])
      assert.equal(readTime(bad, NOW), undefined, bad);
  });

  it("bounds a real time by the backend's clock: a clock ahead or behind costs the event nothing", () => {
    // Ahead (a day, a year) is taken as the time the backend received it; before 2020 as 2020's start.
    assert.equal(readTime('2026-11-28T04:00:00.001Z', NOW), NOW.toISOString());
    assert.equal(readTime('2027-11-27T04:00:00.000Z', NOW), NOW.toISOString());
    assert.equal(readTime('9999-12-31T23:59:59.999Z', NOW), NOW.toISOString());
    assert.equal(readTime('2019-12-31T23:59:59.999Z', NOW), '2020-01-01T00:00:00.000Z');
    assert.equal(readTime('1970-01-01T00:00:00Z', NOW), '2020-01-01T00:00:00.000Z');
    assert.equal(readTime('0001-01-01T00:00:00Z', NOW), '2020-01-01T00:00:00.000Z');
  });

  it('reads every generated time as Date does', () => {
    const time = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.option(
          fc.integer({ min: 0, max: 999 }).chain((ms) => fc.constantFrom(1, 2, 3).map((w) => [ms, w])),
        ),
      )
      .map(([year, month, day, hour, minute, second, fraction]) => {
        const base = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
        return fraction ? `${base}.${pad(fraction[0] ?? 0, 3).slice(0, fraction[1])}Z` : `${base}Z`;
      });
    // Times near now, where most events are, and anywhere else.
    const near = fc
      .integer({ min: Date.parse('2019-12-25T00:00:00.000Z'), max: NOW.getTime() + 2 * 86_400_000 })
      .chain((ms) =>
        fc.constantFrom(new Date(ms).toISOString(), new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z')),
      );
    fc.assert(
      fc.property(fc.oneof(time, near), (value) => assert.equal(readTime(value, NOW), byDate(value), value)),
      { numRuns: 20_000 },
    );
  });
});
