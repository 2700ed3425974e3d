import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { useSubscribeToNewsletterMutation } from './api';

import { OutlinedField } from '@/components/outlined-field';
import { errorMessage } from '@/lib/api-error';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * The footer's newsletter block: the address is cleared on success and kept on failure. The field is
 * uncontrolled, read when the form is sent: the footer hydrates late (when the visitor comes near it), and
 * what was typed into its prerendered field before then stays where React found it.
 */
export function NewsletterForm() {
  // A new field (an empty one) after each subscription.
  const [fieldKey, setFieldKey] = useState(0);
  const fieldId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const field = event.currentTarget.elements.namedItem('email');
    const email = field instanceof HTMLInputElement ? field.value.trim() : '';
    const result = await subscribe({ email });
    if ('data' in result && result.data) {
      setOutcome({ severity: 'success', text: result.data.message });
      setFieldKey((key) => key + 1);
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
        <OutlinedField
          key={fieldKey}
          id={fieldId}
          label="Email address"
          type="email"
          name="email"
          autoComplete="off"
          size="small"
          required
          fullWidth={false}
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
