import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';

import type { Faq } from '../content';

import { FaqItem } from './faq-item';

/**
 * The FAQ: one answer open at a time; opening another closes it, clicking the open one closes it too. A
 * click renders the one or two questions it opens and closes, not every question.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const onToggle = useCallback(
    (id: string, expanded: boolean) =>
      setOpenId((current) => (expanded ? id : current === id ? null : current)),
    [],
  );
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {items.map((item) => (
        <FaqItem key={item.id} item={item} expanded={openId === item.id} onToggle={onToggle} />
      ))}
    </Box>
  );
}
