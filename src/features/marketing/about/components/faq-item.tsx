import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import type { Faq } from '../content';

type FaqItemProps = {
  item: Faq;
  expanded: boolean;
  onToggle: (id: string, expanded: boolean) => void;
};

/** One question and its answer; renders again only when it opens or closes. */
export const FaqItem = memo(function FaqItem({ item, expanded, onToggle }: FaqItemProps) {
  return (
    <Accordion
      disableGutters
      expanded={expanded}
      onChange={(_event, next) => onToggle(item.id, next)}
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
      {/* MUI's region around the details takes the summary's aria-controls as its id and is labelled by it. */}
      <AccordionDetails>
        <Typography color="text.secondary">{item.answer}</Typography>
      </AccordionDetails>
    </Accordion>
  );
});
