/** The course player's route as a signed-in learner opens it, for the player's integration tests. */
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

import type { RootState } from '@/app/store';
import { playerCopy } from '@/features/courses/player/content';
import { CoursePlayerPage } from '@/features/courses/player/routes/course-player-page';

import { signedInState } from '@test/learner-state';
import { renderWithProviders } from '@test/render';

const playerRoutes = [{ path: '/course/:courseId', element: <CoursePlayerPage /> }];

/**
 * `/course/{courseId}` for a signed-in learner whose account is open (unless `preloadedState` says otherwise);
 * `userEventOptions` for a test on fake timers.
 */
export async function renderPlayer(
  courseId = '1',
  preloadedState: Partial<RootState> = signedInState(),
  userEventOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const view = renderPlayerNow(courseId, preloadedState, userEventOptions);
  // The course arrives from the (msw) backend: the player, or what it says instead, replaces "Loading...".
  await waitFor(() => expect(screen.queryByText(playerCopy.loading)).not.toBeInTheDocument());
  return view;
}

/** The route as it renders at once, before the courses have arrived. */
export function renderPlayerNow(
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
