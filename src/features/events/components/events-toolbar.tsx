import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';

import { eventsCopy } from '../content';
import type { EventFilters, EventsView } from '../filters';

import { SearchField } from '@/components/search-field';

type EventsToolbarProps = {
  filters: EventFilters;
  categories: readonly string[];
  onViewChange: (view: EventsView) => void;
  onCategorySelect: (category: string) => void;
  onSearchChange: (search: string) => void;
};

const views: readonly { value: EventsView; label: string }[] = [
  { value: 'all', label: eventsCopy.allView },
  { value: 'upcoming', label: eventsCopy.upcomingView },
];

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
        {/* Two pressed-state buttons rather than ToggleButtonGroup: the same semantics, and Button is already in the shell. */}
        <Box role="group" aria-label={eventsCopy.viewLabel} sx={{ display: 'flex', gap: 1 }}>
          {views.map(({ value, label }) => {
            const pressed = filters.view === value;
            return (
              <Button
                key={value}
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => onViewChange(value)}
              >
                {label}
              </Button>
            );
          })}
        </Box>
        <SearchField label={eventsCopy.searchLabel} value={filters.search} onChange={onSearchChange} />
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
