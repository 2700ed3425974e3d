import {
  courseCategories,
  enrollHref,
  filterCourses,
  formatRupees,
  readCourses,
  readInstructors,
  uploadUrl,
} from './model';

import { ReplyRejected } from '@/lib/api-error';
import { formatCalendarDate } from '@/lib/time';

import { catalogueCourses, instructors } from '@test/fixtures/courses';

const API = 'http://localhost:4100';
const courses = readCourses({ success: true, data: catalogueCourses }, API);

describe('catalogue normalizers', () => {
  it('reads the loose PHP types into the page types', () => {
    expect(courses[0]).toEqual({
      id: '1',
      title: 'R Programming for Clinical Data',
      shortDescription: 'From first script to analysis datasets in R.',
      description: 'Learn R the way clinical programmers use it.',
      category: 'Clinical Programming',
      instructorId: '1',
      thumbnailUrl: 'http://localhost:4100/admin/uploads/courses/r-clinical-data.svg',
      videoUrl: 'http://localhost:4100/admin/uploads/courses/course-intro.webm',
      duration: '8 weeks',
      level: 'Beginner',
      language: 'English',
      price: 14999,
      discountPrice: 11999,
      isPublished: true,
      releaseDate: '2026-07-24',
    });
    expect(courses[3]).toMatchObject({ isPublished: false, discountPrice: null, videoUrl: null });
    expect(readInstructors({ success: 'true', data: instructors }, API)[1]).toMatchObject({
      id: '2',
      name: 'Sameer Khan',
    });
  });

  it('defaults the language to English and drops a discount that is not lower', () => {
    const [course] = readCourses(
      { success: 1, data: [{ id: 7, title: 'X', language: '', price: '100', discount_price: '150' }] },
      API,
    );
    expect(course).toMatchObject({ language: 'English', price: 100, discountPrice: null, releaseDate: '' });
  });

  it('rejects a refusal with the specified text and throws on a bad shape', () => {
    expect(() => readCourses({ success: false, message: 'db down' }, API)).toThrow(
      new ReplyRejected('Error loading data'),
    );
    expect(() => readCourses({ data: [] }, API)).toThrow();
    expect(() => readCourses({ success: true, data: 'x' }, API)).toThrow();
    expect(() => readCourses({ success: true, data: [{ id: 1 }] }, API)).toThrow();
  });
});

describe('catalogue filter', () => {
  it('lists All and the categories in order', () => {
    expect(courseCategories(courses)).toEqual(['All', 'Clinical Programming', 'Data Science', 'Leadership']);
  });

  it('narrows by category and by search in title or descriptions, case-insensitively', () => {
    const titles = (filters: { category: string; search: string }) =>
      filterCourses(courses, filters).map((course) => course.id);
    expect(titles({ category: 'All', search: '' })).toEqual(['1', '2', '3', '4']);
    expect(titles({ category: 'Clinical Programming', search: '' })).toEqual(['1', '4']);
    expect(titles({ category: 'All', search: '  SHINY ' })).toEqual(['2']);
    expect(titles({ category: 'Clinical Programming', search: 'quarter' })).toEqual(['4']);
    expect(titles({ category: 'Leadership', search: 'shiny' })).toEqual([]);
  });
});

describe('formatting and links', () => {
  it('formats rupees with Indian grouping and calendar dates without a time zone', () => {
    expect(formatRupees(14999)).toBe('₹14,999');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.5');
    expect(formatCalendarDate('2026-07-24')).toBe('24 July 2026');
    expect(formatCalendarDate('nonsense')).toBe('');
  });

  it('writes rupees exactly as Intl does for en-IN, without starting it', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, 1, 9.5, 99, 999, 1000, 14999, 14999.05, 14999.1, 100000, 1234567.5, 12345678.99, 1.005, -2500,
    ];
    // A fixed spread of amounts (a linear congruential sequence), so that a failure can be reproduced.
    let seed = 42;
    const next = () => (seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round(next() * 1e9) / 100, next() * 1e6);
    for (const amount of amounts) expect(formatRupees(amount)).toBe(intl.format(amount));
  });

  it('builds upload addresses on the backend and refuses empty or escaping paths', () => {
    expect(uploadUrl('http://api', '/admin/uploads/courses/a b.svg')).toBe(
      'http://api/admin/uploads/courses/a%20b.svg',
    );
    expect(uploadUrl('http://api', '')).toBeNull();
    expect(uploadUrl('http://api', '/../')).toBeNull();
    expect(uploadUrl('http://api', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('links Enroll Now to the contact page with the course named in the message', () => {
    const href = enrollHref('/contact', 'R & Shiny');
    expect(href.startsWith('/contact?message=')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('message')).toContain('"R & Shiny"');
  });
});
