import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

import { coursesCopy } from '../content';
import { ALL_CATEGORIES } from '../model';

type CatalogueToolbarProps = {
  category: string;
  search: string;
  categories: readonly string[];
  onCategorySelect: (category: string) => void;
  onSearchChange: (search: string) => void;
};

/** The course filters: a category select (native, so it works the same by keyboard and touch) and a search box. */
export function CatalogueToolbar({
  category,
  search,
  categories,
  onCategorySelect,
  onSearchChange,
}: CatalogueToolbarProps) {
  // A category kept from before the list loaded (or one the list lost) stays selectable, so it can be cleared.
  const choices = categories.includes(category) ? categories : [...categories, category];
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        mb: 4,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <TextField
        select
        size="small"
        label={coursesCopy.categoryLabel}
        value={category}
        onChange={(event) => onCategorySelect(event.target.value)}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice === ALL_CATEGORIES ? coursesCopy.allCategories : choice}
          </option>
        ))}
      </TextField>
      <TextField
        type="search"
        size="small"
        label={coursesCopy.searchLabel}
        value={search}
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
  );
}
