import Button from '@mui/material/Button';

type AccountControlProps = { onNavigate?: () => void };

/** The header's account area: a Login button for now; the sign-in feature adds the signed-in menu. */
export function AccountControl({ onNavigate }: AccountControlProps) {
  return (
    <Button variant="contained" color="secondary" onClick={onNavigate}>
      Login
    </Button>
  );
}
