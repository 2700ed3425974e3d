import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { CardGrid } from '@/components/card-grid';

type LearnListProps = { items: readonly string[]; shown: number };

/** What You'll Learn: the first items, and the rest behind Show More / Show Less. */
export function LearnList({ items, shown }: LearnListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const visible = expanded ? items : items.slice(0, shown);
  return (
    <>
      <CardGrid id={listId} columns={{ xs: 1, md: 2 }} gap={1.5}>
        {visible.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
            <Typography>{item}</Typography>
          </Box>
        ))}
      </CardGrid>
      {items.length > shown && (
        <Button
          sx={{ mt: 2 }}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      )}
    </>
  );
}
