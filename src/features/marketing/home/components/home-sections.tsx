import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { MarketingSection } from '../../shared/marketing-section';
import { activityCards } from '../activities-content';
import { homeCopy } from '../content';

import { ActivityCards } from './activity-cards';

import { RevealOnScroll } from '@/components/reveal-on-scroll';
import { StatList } from '@/components/stat-list';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/lib/paths';

/** The spec's animate-on-scroll duration on the home page. */
const REVEAL_MS = 2000;

/** Each of the rules either side of "Our Work Speaks". */
const dividerRuleSx = { flex: 1, borderColor: 'secondary.main', borderBottomWidth: 2 } as const;

/**
 * Everything on the home page below the hero: the regular activities, our work in numbers and the way to
 * write to us. Its own chunk, so the first load carries only the hero.
 */
export function HomeSections() {
  return (
    <>
      <MarketingSection
        heading={homeCopy.activitiesHeading}
        lead={homeCopy.activitiesLead}
        tone="mist"
        align="center"
      >
        <ActivityCards cards={activityCards} revealMs={REVEAL_MS} />
      </MarketingSection>

      <Box component="section" aria-labelledby="our-work-speaks" sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          {/* Two rules around the heading: MUI's Divider with children is a separator, which may hold no heading. */}
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Divider aria-hidden="true" sx={dividerRuleSx} />
            <Typography
              id="our-work-speaks"
              variant="h2"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, px: 2, textAlign: 'center' }}
            >
              {homeCopy.divider}
            </Typography>
            <Divider aria-hidden="true" sx={dividerRuleSx} />
          </Box>
          <RevealOnScroll durationMs={REVEAL_MS}>
            <StatList
              stats={homeCopy.proof}
              columns={{ xs: 2, md: 4 }}
              valueSize={{ xs: '2rem', md: '2.6rem' }}
              sx={{ mt: 5 }}
            />
          </RevealOnScroll>
        </Container>
      </Box>

      <MarketingSection
        heading={homeCopy.connectHeading}
        lead={homeCopy.connectText}
        tone="navy"
        align="center"
      >
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={paths.contact}
          >
            {homeCopy.readMore}
            <VisuallyHidden> {homeCopy.readMoreTopic}</VisuallyHidden>
          </Button>
        </Box>
      </MarketingSection>
    </>
  );
}
