import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { useSubscribeToNewsletterMutation } from '../api';

import { errorMessage } from '@/lib/api-error';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** The footer's newsletter block: the address is cleared on success and kept on failure. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await subscribe({ email: email.trim() });
    if ('data' in result && result.data) {
      setOutcome({ severity: 'success', text: result.data.message });
      setEmail('');
    } else {
      setOutcome({ severity: 'error', text: `There was an error: ${errorMessage(result.error)}` });
    }
  };

  return (
    <Box component="section" aria-labelledby="newsletter-heading">
      <Typography id="newsletter-heading" variant="h6" component="h2" sx={{ mb: 1.5, color: 'inherit' }}>
        Subscribe to our Newsletter to get important updates
      </Typography>
      <Box
        component="form"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        <TextField
          type="email"
          name="email"
          label="Email address"
          required
          autoComplete="off"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 1,
            '& .MuiInputLabel-root.MuiInputLabel-shrink': {
              bgcolor: 'background.paper',
              px: 0.5,
              borderRadius: 0.5,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={isLoading}
          sx={{ flexShrink: 0 }}
        >
          {isLoading ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Box>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 1.5 }} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
