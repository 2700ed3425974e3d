import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type ScheduleAccordionProps = { weeks: readonly { week: number; topics: readonly string[] }[] };

/** The 8-week schedule as collapsible weeks. */
export function ScheduleAccordion({ weeks }: ScheduleAccordionProps) {
  return (
    <Box>
      {weeks.map(({ week, topics }) => (
        <Accordion key={week} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />}>
            {/* The accordion's heading slot is the h3; its button holds phrasing content only. */}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              Week {week}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {topics.map((topic) => (
                <Typography component="li" key={topic}>
                  {topic}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
