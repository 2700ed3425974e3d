import { readProgressRecord } from './progress-reader';
import { applyProgressEvents, emptyProgressRecord, mergeProgress, resumableSeconds } from './progress-record';
import type { ProgressEvent } from './progress-record';

const AT = '2026-11-20T09:00:00.000Z';
const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('the browser’s progress merge, with ids that name prototype members', () => {
  it('keeps every id as data: no prototype changes, nothing inherited read as progress', () => {
    const events: ProgressEvent[] = prototypeNames.flatMap((name, index): ProgressEvent[] => [
      { id: `c${index}`, at: AT, type: 'lessonCompleted', courseId: '1', lessonId: name },
      { id: `p${index}`, at: AT, type: 'positionSaved', courseId: name, lessonId: name, seconds: 5 },
      { id: `r${index}`, at: AT, type: 'courseRestarted', courseId: name },
    ]);
    const record = applyProgressEvents(emptyProgressRecord(), events);
    expect(Object.getPrototypeOf(record.courses)).toBe(Object.prototype);
    expect(Object.keys(record.courses).sort()).toEqual(['1', ...prototypeNames].sort());
    expect(Object.keys(record.courses['1']?.lessons ?? {}).sort()).toEqual([...prototypeNames].sort());
    expect(Object.getOwnPropertyDescriptor(record.courses, '__proto__')?.value).toEqual({
      restartedAt: AT,
      lessons: Object.fromEntries([['__proto__', { position: { seconds: 5, at: AT } }]]),
    });
    // A record that does not have an id reads nothing inherited for it.
    const plain = mergeProgress(
      emptyProgressRecord(),
      applyProgressEvents(emptyProgressRecord(), events.slice(0, 1)),
    );
    expect(Object.keys(plain.courses['1']?.lessons ?? {})).toEqual(['__proto__']);
    expect(resumableSeconds({ lessons: {} }, 'constructor')).toBeUndefined();
    expect(({} as Record<string, unknown>).completedAt).toBeUndefined();
    expect(({} as Record<string, unknown>).position).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('lessons');
  });

  it('reads the account’s answer with such ids as data too', () => {
    const body = JSON.parse(
      `{"courses":{"__proto__":{"lessons":{"__proto__":{"completedAt":"${AT}"}}},"1":{"lessons":{"constructor":{"completedAt":"${AT}"}}}},"playback":{"rate":1,"rateAt":null,"autoAdvance":false,"autoAdvanceAt":null}}`,
    ) as unknown;
    const record = readProgressRecord(body);
    expect(Object.getPrototypeOf(record.courses)).toBe(Object.prototype);
    expect(Object.hasOwn(record.courses, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(record.courses['1']?.lessons)).toBe(Object.prototype);
    expect(record.courses['1']?.lessons.constructor).toEqual({ completedAt: AT });
    expect(({} as Record<string, unknown>).completedAt).toBeUndefined();
  });
});
