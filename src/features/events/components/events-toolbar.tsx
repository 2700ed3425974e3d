import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { eventsCopy } from '../content';
import type { EventFilters, EventsView } from '../model';

type EventsToolbarProps = {
  filters: EventFilters;
  categories: readonly string[];
  onViewChange: (view: EventsView) => void;
  onCategorySelect: (category: string) => void;
  onSearchChange: (search: string) => void;
};

/** The list's controls: the All/Upcoming toggle, the category chips and the search box. */
export function EventsToolbar({
  filters,
  categories,
  onViewChange,
  onCategorySelect,
  onSearchChange,
}: EventsToolbarProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={filters.view}
          aria-label={eventsCopy.viewLabel}
          // A click on the pressed button passes null: the view stays as it is.
          onChange={(_event, view: EventsView | null) => view && onViewChange(view)}
        >
          <ToggleButton value="all">{eventsCopy.allView}</ToggleButton>
          <ToggleButton value="upcoming">{eventsCopy.upcomingView}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          type="search"
          size="small"
          label={eventsCopy.searchLabel}
          value={filters.search}
          onChange={(event) => onSearchChange(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        role="group"
        aria-label={eventsCopy.categoriesLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {categories.map((category) => {
          const selected = category === filters.category;
          return (
            <Chip
              key={category}
              label={category}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onCategorySelect(category)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
