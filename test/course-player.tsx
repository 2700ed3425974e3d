/** The course player's route as a signed-in learner opens it, for the player's integration tests. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

import type { RootState } from '@/app/store';
import { CoursePlayerPage } from '@/features/courses/player/routes/course-player-page';

import { signedInState } from '@test/learner-state';
import { renderWithProviders } from '@test/render';

const playerRoutes = [{ path: '/course/:courseId', element: <CoursePlayerPage /> }];

/**
 * `/course/{courseId}` for a signed-in learner whose account is open (unless `preloadedState` says otherwise);
 * `userEventOptions` for a test on fake timers.
 */
export function renderPlayer(
  courseId = '1',
  preloadedState: Partial<RootState> = signedInState(),
  userEventOptions?: Parameters<typeof userEvent.setup>[0],
) {
  return renderWithProviders(undefined, {
    route: `/course/${courseId}`,
    routes: playerRoutes,
    preloadedState,
    ...(userEventOptions ? { userEventOptions } : {}),
  });
}

/** The lesson's `<video>`. */
export const lessonVideo = () => screen.getByTestId<HTMLVideoElement>('lesson-video');
