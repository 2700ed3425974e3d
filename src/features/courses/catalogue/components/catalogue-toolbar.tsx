import Box from '@mui/material/Box';

import { catalogueCopy } from '../content';

import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { ALL_CATEGORIES } from '@/lib/list-filter';

type CatalogueToolbarProps = {
  category: string;
  search: string;
  categories: readonly string[];
  onCategorySelect: (category: string) => void;
  onSearchChange: (search: string) => void;
};

/** The course filters: a category select and a search box. */
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
      <SelectField
        label={catalogueCopy.categoryLabel}
        value={category}
        options={choices.map((choice) => ({
          value: choice,
          label: choice === ALL_CATEGORIES ? catalogueCopy.allCategories : choice,
        }))}
        onChange={onCategorySelect}
      />
      <SearchField label={catalogueCopy.searchLabel} value={search} onChange={onSearchChange} />
    </Box>
  );
}
