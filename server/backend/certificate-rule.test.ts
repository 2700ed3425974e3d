import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { courseCompletion, readCertificateName } from './certificate-rule';
import { seedCourse } from './player-course-seed';
import { certificateCourseOf } from './player-courses';

const course = certificateCourseOf(seedCourse('1'));

describe('the course a certificate is issued for', () => {
  it('names the lessons of the course as the backend keeps it, in order', () => {
    assert.deepEqual(
      course.lessons.map((lesson) => lesson.id),
      seedCourse('1').lessons.map((lesson) => lesson.id),
    );
    assert.equal(course.title, 'R Programming Fundamentals');
  });
});

describe('courseCompletion', () => {
  it('names every lesson still missing', () => {
    assert.deepEqual(courseCompletion(course, {}), { complete: false, missing: course.lessons });
    const result = courseCompletion(course, {
      v1: '2026-11-20T10:00:00.000Z',
      v3: '2026-11-20T11:00:00.000Z',
    });
    assert.deepEqual(result, { complete: false, missing: [{ id: 'v2', title: 'Vectors and data types' }] });
  });

  it('dates a complete course by the earliest completion of the lesson completed last', () => {
    const result = courseCompletion(course, {
      v1: '2026-11-20T10:00:00.000Z',
      v2: '2026-11-21T09:30:00.000Z',
      v3: '2026-11-20T12:00:00.000Z',
    });
    assert.deepEqual(result, { complete: true, completedAt: '2026-11-21T09:30:00.000Z' });
  });

  it('ignores lessons the course does not have, and a time that is not one', () => {
    const result = courseCompletion(course, {
      v1: '2026-11-20T10:00:00.000Z',
      v2: 'yesterday',
      v3: '2026-11-20T12:00:00.000Z',
      v9: '2026-11-22T12:00:00.000Z',
    });
    assert.deepEqual(result, { complete: false, missing: [{ id: 'v2', title: 'Vectors and data types' }] });
  });
});

describe('readCertificateName', () => {
  it('keeps a name as chosen, composed and with its spaces tidied', () => {
    assert.equal(readCertificateName('  Priya   Sharma '), 'Priya Sharma');
    assert.equal(readCertificateName('Łukasz Żółć'), 'Łukasz Żółć');
    assert.equal(readCertificateName('Ele\u0301na'), 'Eléna');
    assert.equal(readCertificateName('अनन्या शर्मा'), 'अनन्या शर्मा');
    assert.equal(readCertificateName('क्\u200dष'), 'क्\u200dष', 'a Devanagari joiner is part of the name');
  });

  it('refuses what is not a name', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      '   ',
      '1234',
      'a'.repeat(81),
      'Priya\u0000',
      'Priya\u202eSharma',
    ])
      assert.equal(readCertificateName(value), undefined, JSON.stringify(value));
    assert.equal(readCertificateName('a'.repeat(80)), 'a'.repeat(80));
  });
});
