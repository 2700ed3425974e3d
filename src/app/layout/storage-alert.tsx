import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { useAppDispatch } from '@/app/hooks';
import { floatingAlertSx } from '@/components/floating-alert';
import { storageProblemDismissed } from '@/lib/account';
import type { AccountState, StorageWhat } from '@/lib/account';

/** What was not kept, in the visitor's words, and what still holds. */
export const storageCopy: Record<StorageWhat, string> = {
  progress:
    'This browser could not save your latest course progress on this device. It is still sent to your account while you are online; free some space in the browser to keep it here too.',
  profile:
    'This browser could not save your profile changes on this device. Free some space in the browser (or choose a smaller picture) and save again.',
  payments:
    'This browser could not save the confirmation of your payment. Keep this page open until the payment shows as confirmed; the payment itself is received.',
};

const full = 'Your browser’s storage for this site is full. ';
const blocked = 'Your browser does not let this site keep data. ';

/** The notice itself (its own chunk, loaded the first time a save fails). */
export function StorageAlert({ problem }: { problem: NonNullable<AccountState['storageProblem']> }) {
  const dispatch = useAppDispatch();
  return (
    <Box sx={floatingAlertSx}>
      <Alert severity="warning" role="alert" onClose={() => dispatch(storageProblemDismissed())}>
        {(problem.quota ? full : blocked) + storageCopy[problem.what]}
      </Alert>
    </Box>
  );
}
