import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { Faq } from '../content';

/** The FAQ: one answer open at a time; opening another closes it, clicking the open one closes it too. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {items.map((item) => (
        <Accordion
          key={item.id}
          disableGutters
          expanded={openId === item.id}
          onChange={(_event, expanded) => setOpenId(expanded ? item.id : null)}
          slotProps={{ heading: { component: 'h3' } }}
          sx={{ '&::before': { display: 'none' }, mb: 1.5, borderRadius: 2, overflow: 'hidden' }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon aria-hidden="true" />}
            id={`faq-${item.id}-question`}
            aria-controls={`faq-${item.id}-answer`}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails
            id={`faq-${item.id}-answer`}
            role="region"
            aria-labelledby={`faq-${item.id}-question`}
          >
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
