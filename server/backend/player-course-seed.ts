/**
 * The player's first three courses, as the console's table is seeded with them: the courses the site once
 * shipped as code, with the same course and lesson ids, so the progress and certificates recorded before the
 * courses became content keep naming them. Only the backend holds them now; the browser reads them from
 * `GET /api/player-courses`.
 */
import type { PlayerCourseContent } from './player-course-content';

const VIDEO = '/media/courses/course-intro.webm';
const captions = (courseId: string, videoId: string) => `/media/courses/captions/${courseId}-${videoId}.vtt`;

export const PLAYER_COURSE_SEED: readonly PlayerCourseContent[] = [
  {
    id: '1',
    title: 'R Programming Fundamentals',
    description:
      'Start writing R with confidence: values and vectors, data frames, and the functions that turn raw clinical data into tidy tables.',
    lessons: [
      {
        id: 'v1',
        title: 'Welcome to R and RStudio',
        videoUrl: VIDEO,
        captionsUrl: captions('1', 'v1'),
        question: 'Which operator assigns a value to a name in idiomatic R?',
        options: ['<-', '=>', '::'],
        correctAnswer: '<-',
      },
      {
        id: 'v2',
        title: 'Vectors and data types',
        videoUrl: VIDEO,
        captionsUrl: captions('1', 'v2'),
        question: 'What does c(1, 2, 3) create?',
        options: ['A list of three lists', 'A numeric vector of length three', 'A data frame'],
        correctAnswer: 'A numeric vector of length three',
      },
      {
        id: 'v3',
        title: 'Working with data frames',
        videoUrl: VIDEO,
        captionsUrl: captions('1', 'v3'),
        question: 'Which function shows the first rows of a data frame?',
        options: ['top()', 'head()', 'first()'],
        correctAnswer: 'head()',
      },
    ],
  },
  {
    id: '2',
    title: 'Data Analysis with the Tidyverse',
    description:
      'Filter, reshape and summarise study data with dplyr and tidyr, then chart it with ggplot2, one verb at a time.',
    lessons: [
      {
        id: 'v1',
        title: 'Filtering rows with dplyr',
        videoUrl: VIDEO,
        captionsUrl: captions('2', 'v1'),
        question: 'Which dplyr verb keeps the rows that match a condition?',
        options: ['select()', 'filter()', 'arrange()'],
        correctAnswer: 'filter()',
      },
      {
        id: 'v2',
        title: 'Summaries by group',
        videoUrl: VIDEO,
        captionsUrl: captions('2', 'v2'),
        question: 'Which pair computes one summary row per treatment arm?',
        options: ['group_by() then summarise()', 'mutate() then select()', 'pivot_longer() then count()'],
        correctAnswer: 'group_by() then summarise()',
      },
      {
        id: 'v3',
        title: 'Charts with ggplot2',
        videoUrl: VIDEO,
        captionsUrl: captions('2', 'v3'),
        question: 'In ggplot2, what maps columns to visual properties?',
        options: ['theme()', 'aes()', 'facet_wrap()'],
        correctAnswer: 'aes()',
      },
    ],
  },
  {
    id: '3',
    title: 'Leading High-Performing Teams',
    description:
      'The habits of managers whose teams deliver: clear goals, useful feedback and one-to-ones that people look forward to.',
    lessons: [
      {
        id: 'v1',
        title: 'Setting clear goals',
        videoUrl: VIDEO,
        captionsUrl: captions('3', 'v1'),
        question: 'What makes a team goal useful?',
        options: ['It is secret until review time', 'It is specific and measurable', 'It changes every week'],
        correctAnswer: 'It is specific and measurable',
      },
      {
        id: 'v2',
        title: 'Feedback that helps',
        videoUrl: VIDEO,
        captionsUrl: captions('3', 'v2'),
        question: 'When is feedback most useful?',
        options: ['Soon after the event', 'Once a year', 'Only in writing'],
        correctAnswer: 'Soon after the event',
      },
      {
        id: 'v3',
        title: 'Running one-to-ones',
        videoUrl: VIDEO,
        captionsUrl: captions('3', 'v3'),
        question: 'Whose agenda comes first in a one-to-one?',
        options: ["The manager's", "The team member's", "The client's"],
        correctAnswer: "The team member's",
      },
    ],
  },
];

/** The seed's course with this id (for tests and fixtures); throws when there is none. */
export function seedCourse(id: string): PlayerCourseContent {
  const course = PLAYER_COURSE_SEED.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`The seed has no player course ${id}.`);
  return course;
}
