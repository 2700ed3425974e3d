import {
  confirmsErase,
  learnerLabel,
  lessonsText,
  readCourseReport,
  readLearnerList,
  readLearnerRecord,
} from './learners-model';

describe("the console's learners, as read from the backend", () => {
  it('reads a list, and refuses what is not one', () => {
    expect(
      readLearnerList({
        items: [{ sub: 'user-1', name: 'Priya', email: 'p@example.com', lastSeenAt: null }],
        total: 1,
      }),
    ).toEqual({
      items: [{ sub: 'user-1', name: 'Priya', email: 'p@example.com', firstSeenAt: null, lastSeenAt: null }],
      total: 1,
    });
    expect(() => readLearnerList('<html>')).toThrow();
    expect(() => readLearnerList({ items: [{ name: 'no sub' }], total: 1 })).toThrow();
  });

  it('reads a record with empty sections when the backend leaves them out', () => {
    const record = readLearnerRecord({
      sub: 'user-1',
      payments: [{ paymentId: 'pay_1', amount: 100, currency: 'INR' }],
    });
    expect(record.courses).toEqual([]);
    expect(record.payments[0]).toMatchObject({ paymentId: 'pay_1', currency: 'INR', refundedAt: null });
  });

  it("keeps a report's certificate status to the two it knows", () => {
    const report = readCourseReport({
      courseId: '1',
      title: 'R',
      started: 1,
      completed: 0,
      certificates: 0,
      learners: [{ sub: 'user-1', certificateStatus: 'maybe', completedLessons: -3 }],
    });
    expect(report.learners[0]).toMatchObject({ certificateStatus: null, completedLessons: 0 });
  });

  it('confirms an erase with the e-mail in any case, or the account id when there is no e-mail', () => {
    expect(confirmsErase({ sub: 'user-1', email: 'Priya@Example.com' }, ' priya@example.com ')).toBe(true);
    expect(confirmsErase({ sub: 'user-1', email: 'priya@example.com' }, 'user-1')).toBe(false);
    expect(confirmsErase({ sub: 'user-1', email: '' }, 'user-1')).toBe(true);
    expect(confirmsErase({ sub: 'user-1', email: '' }, '')).toBe(false);
  });

  it('names a learner by name (capitalised, as the site shows it), else e-mail, else account; counts lessons', () => {
    expect(learnerLabel({ sub: 's', name: 'priya sharma', email: 'e@x' })).toBe('Priya Sharma');
    expect(learnerLabel({ sub: 's', name: '', email: 'e@x' })).toBe('e@x');
    expect(learnerLabel({ sub: 's', name: '', email: '' })).toBe('s');
    expect(lessonsText(1, 1)).toBe('1 of 1 lesson');
    expect(lessonsText(2, 3)).toBe('2 of 3 lessons');
  });
});
