import { progressOf, resumePosition, resumeVideoId } from './model';

import { seedPlayerCourses } from '@test/fixtures/player-courses';

describe('player progress', () => {
  const course = seedPlayerCourses()[0];
  if (!course) throw new Error('no player course');

  it('counts completed of total and resumes at the first video not yet completed', () => {
    expect(progressOf(course, [])).toEqual({ completed: 0, total: 3, percent: 0, isComplete: false });
    expect(progressOf(course, ['v1', 'v3'])).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
      isComplete: false,
    });
    expect(resumeVideoId(course, [])).toBe('v1');
    expect(resumeVideoId(course, ['v1', 'v3'])).toBe('v2');
    expect(resumeVideoId(course, ['v1', 'v2', 'v3'])).toBe('v1');
  });

  it('resumes at a saved second unless it is at the very end', () => {
    expect(resumePosition(undefined, 4)).toBe(0);
    expect(resumePosition(2.5, 4)).toBe(2.5);
    expect(resumePosition(3.8, 4)).toBe(0);
    expect(resumePosition(2.5, Number.NaN)).toBe(2.5);
  });
});
