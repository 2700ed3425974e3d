import { MALFORMED_COURSES_MESSAGE, mediaUrl, readPlayerCourse, readPlayerCoursesReply } from './course-wire';
import { playerCoursesApi } from './courses-api';

import { makeStore } from '@/app/store';

import { failures } from '@test/msw/handlers/player-courses';
import { server } from '@test/msw/server';

const API = 'http://localhost:4100';
const lesson = {
  id: 'l-pipes',
  title: 'Pipes',
  videoUrl: '/admin/uploads/media/0123456789abcdef.webm',
  captionsUrl: '/admin/uploads/media/0123456789abcdef.vtt',
  transcript: 'The pipe passes a value on.',
  question: 'Which is the native pipe?',
  options: ['|>', '%%', '->'],
  correctAnswer: '|>',
};

describe('reading the player courses', () => {
  it('puts uploads on the API origin and keeps the site’s own files and https addresses as they are', () => {
    expect(mediaUrl('/admin/uploads/media/a.webm', `${API}/`)).toBe(`${API}/admin/uploads/media/a.webm`);
    expect(mediaUrl('/media/courses/course-intro.webm', API)).toBe('/media/courses/course-intro.webm');
    expect(mediaUrl('https://cdn.example.com/v.mp4', API)).toBe('https://cdn.example.com/v.mp4');
    for (const bad of ['//evil.example/v.mp4', 'javascript:alert(1)', '', ' ', 42, '/a b.webm'])
      expect(mediaUrl(bad, API)).toBeUndefined();
  });

  it('reads a course with its lessons in order, optional captions and transcript', () => {
    const course = readPlayerCourse(
      {
        id: '7',
        title: 'Pipes',
        description: 'd',
        lessons: [lesson, { ...lesson, id: 'l2', captionsUrl: undefined }],
      },
      API,
    );
    expect(course?.videos.map((video) => video.id)).toEqual(['l-pipes', 'l2']);
    expect(course?.videos[0]).toMatchObject({
      videoUrl: `${API}/admin/uploads/media/0123456789abcdef.webm`,
      transcript: 'The pipe passes a value on.',
      options: ['|>', '%%', '->'],
    });
    expect(course?.videos[1]).not.toHaveProperty('captionsUrl');
  });

  it('leaves out a lesson that cannot be played or answered, a repeated lesson id, and a course with no lesson left', () => {
    const course = readPlayerCourse(
      {
        id: '7',
        title: 'Pipes',
        lessons: [
          lesson,
          { ...lesson, id: 'l-pipes', title: 'Twice' },
          { ...lesson, id: 'a', correctAnswer: '%>%' },
          { ...lesson, id: 'b', options: ['|>', '->'] },
          { ...lesson, id: 'c', videoUrl: 'javascript:alert(1)' },
          'not a lesson',
        ],
      },
      API,
    );
    expect(course?.videos.map((video) => video.title)).toEqual(['Pipes']);
    expect(readPlayerCourse({ id: '8', title: 'Empty', lessons: [] }, API)).toBeUndefined();
    expect(readPlayerCourse({ id: '8', lessons: [lesson] }, API)).toBeUndefined();
  });

  it('refuses a reply that is not the courses’ shape', () => {
    expect(readPlayerCoursesReply('<b>Fatal error</b>', API)).toEqual({
      ok: false,
      message: MALFORMED_COURSES_MESSAGE,
    });
    expect(readPlayerCoursesReply({ data: [] }, API).ok).toBe(false);
  });
});

describe('getPlayerCourses', () => {
  const load = async () => {
    const store = makeStore();
    const result = await store.dispatch(playerCoursesApi.endpoints.getPlayerCourses.initiate(undefined));
    return result;
  };

  it('loads the published courses from the backend, in order', async () => {
    const { data } = await load();
    expect(data?.map((course) => course.title)).toEqual([
      'R Programming Fundamentals',
      'Data Analysis with the Tidyverse',
      'Leading High-Performing Teams',
    ]);
  });

  it.each([
    ['a network error', failures.networkError, 'the server cannot be reached'],
    ['a 500', failures.serverError, 'The course could not be loaded.'],
    ['an HTML page instead of JSON', failures.malformed, MALFORMED_COURSES_MESSAGE],
    ['JSON of another shape', failures.wrongShape, MALFORMED_COURSES_MESSAGE],
  ])('fails with a message on %s', async (_name, failure, message) => {
    server.use(failure());
    const { data, error } = await load();
    expect(data).toBeUndefined();
    expect(JSON.stringify(error)).toContain(message);
  });
});
