import type { SvgIconComponent } from '@mui/icons-material';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { ActivityCard } from '../activities-content';
import { homeCopy } from '../content';

import { CardGrid } from '@/components/card-grid';
import { RevealOnScroll } from '@/components/reveal-on-scroll';
import { VisuallyHidden } from '@/components/visually-hidden';

const icons: Record<ActivityCard['id'], SvgIconComponent> = {
  events: EventOutlinedIcon,
  webinars: OndemandVideoOutlinedIcon,
  blogs: ArticleOutlinedIcon,
  newsletters: EmailOutlinedIcon,
  courses: SchoolOutlinedIcon,
};

/** The "Regular Activities" cards: what each is, where it lives in the menu, and a link to all of them. */
export function ActivityCards({ cards, revealMs }: { cards: ActivityCard[]; revealMs: number }) {
  return (
    <CardGrid
      columns={{ xs: 1, sm: 2, md: 6 }}
      sx={{
        // Three cards a row on wide screens, the last two centred under them.
        '& > li': { gridColumn: { md: 'span 2' } },
        '& > li:nth-of-type(4)': { gridColumn: { md: '2 / span 2' } },
      }}
    >
      {cards.map((card, index) => {
        const Icon = icons[card.id];
        return (
          <li key={card.id}>
            <RevealOnScroll durationMs={revealMs} delayMs={index * 100}>
              <Card sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(8,126,139,0.1)',
                      color: 'info.main',
                    }}
                  >
                    <Icon aria-hidden="true" />
                  </Box>
                  <Chip size="small" label={`${homeCopy.under} ${card.under}`} variant="outlined" />
                </Box>
                <Typography variant="h5" component="h3">
                  {card.title}
                </Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {card.description}
                </Typography>
                <Link component={RouterLink} to={card.link} sx={{ fontWeight: 700, alignSelf: 'flex-start' }}>
                  {homeCopy.viewAll}
                  <VisuallyHidden>{` ${card.title}`}</VisuallyHidden>
                </Link>
              </Card>
            </RevealOnScroll>
          </li>
        );
      })}
    </CardGrid>
  );
}
