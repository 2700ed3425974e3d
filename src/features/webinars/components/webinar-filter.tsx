import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { filterChoices, webinarsCopy } from '../content';
import type { WebinarFilter as Filter } from '../model';

/** All webinars or one series, as pressed-state buttons (the same pattern as the events view toggle). */
export function WebinarFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  return (
    <Box
      role="group"
      aria-label={webinarsCopy.filterLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {filterChoices.map((choice) => {
        const pressed = value === choice.value;
        return (
          <Button
            key={choice.value}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Box>
  );
}
