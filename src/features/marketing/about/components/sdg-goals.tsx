import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

import { sdgs } from '../content';

import { CardGrid } from '@/components/card-grid';
import { VisuallyHidden } from '@/components/visually-hidden';

/** The four UN goals we support, as numbered tiles in the goals' colours, and a link to all 17. */
export function SdgGoals() {
  return (
    <>
      <CardGrid columns={{ xs: 1, sm: 2, md: 4 }}>
        {sdgs.goals.map((goal) => (
          <li key={goal.id}>
            <Card sx={{ height: '100%' }}>
              <Box sx={{ bgcolor: goal.color, color: '#fff', px: 2.5, py: 2 }}>
                <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1 }}>
                  <VisuallyHidden>Goal </VisuallyHidden>
                  {goal.id}
                </Typography>
              </Box>
              <Box sx={{ p: 2.5 }}>
                <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
                  {goal.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {goal.description}
                </Typography>
              </Box>
            </Card>
          </li>
        ))}
      </CardGrid>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button
          variant="outlined"
          href={sdgs.link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden="true" />}
        >
          {sdgs.linkLabel}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      </Box>
    </>
  );
}
