import Chip from '@mui/material/Chip';

import { adminCopy } from '../content';
import type { RecordStatus } from '../model';

/** A record's status: published (on the public pages) or draft. */
export function StatusChip({ status }: { status: RecordStatus }) {
  return (
    <Chip
      size="small"
      label={status === 'published' ? adminCopy.published : adminCopy.draft}
      color={status === 'published' ? 'success' : 'default'}
      variant={status === 'published' ? 'filled' : 'outlined'}
    />
  );
}
