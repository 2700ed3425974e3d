import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type ListingSearchProps = { label: string; value: string; onChange: (value: string) => void };

/** The search box above a listing; the list filters as the visitor types. */
export function ListingSearch({ label, value, onChange }: ListingSearchProps) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      autoComplete="off"
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
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
  );
}
