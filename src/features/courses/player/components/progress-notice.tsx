import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { progressNoticeDismissed, selectProgressNotSaved } from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { floatingAlertSx } from '@/components/floating-alert';

/** What the learner reads when the account refused changes (the rest of their progress is saved). */
export const progressNoticeCopy = (count: number): string =>
  `${count === 1 ? 'One change' : `${count} changes`} to your course progress could not be saved to your account, so ${
    count === 1 ? 'it is' : 'they are'
  } not kept. The rest of your progress is saved.`;

/**
 * Tells the learner, where progress is shown (the player, the profile), that the account refused some of
 * their progress (progress-sync.ts drops only those changes); it stays until closed.
 */
export function ProgressNotice() {
  const dispatch = useAppDispatch();
  const notSaved = useAppSelector(selectProgressNotSaved);
  if (!notSaved) return null;
  return (
    <Box sx={floatingAlertSx}>
      <Alert severity="warning" role="alert" onClose={() => dispatch(progressNoticeDismissed())}>
        {progressNoticeCopy(notSaved.count)}
      </Alert>
    </Box>
  );
}
