import { playerCopy } from './content';
import { useGetPlayerCoursesQuery } from './courses-api';
import type { PlayerCourse } from './player-course';
import { selectKeptPlayerCourses } from './slice';

import { useAppSelector } from '@/app/hooks';
import { errorMessage } from '@/lib/api-error';

/** The player courses as a screen shows them: what it has, or why it has nothing. */
export type PlayerCoursesView =
  | { status: 'ready'; courses: readonly PlayerCourse[] }
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void };

/**
 * The published player courses: the backend's answer, else (still asking, or the backend out of reach)
 * the copy this account kept from its last load, so a course opened once starts offline.
 */
export function usePlayerCourses(): PlayerCoursesView {
  const { data, error, isError, refetch } = useGetPlayerCoursesQuery(undefined);
  const kept = useAppSelector(selectKeptPlayerCourses);
  const courses = data ?? kept;
  if (courses) return { status: 'ready', courses };
  if (isError)
    return {
      status: 'failed',
      message: errorMessage(error, playerCopy.loadFailed),
      retry: () => void refetch(),
    };
  return { status: 'loading' };
}
