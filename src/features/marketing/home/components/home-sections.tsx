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
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/lib/paths';

/** The spec's animate-on-scroll duration on the home page. */
const REVEAL_MS = 2000;

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
          <Divider sx={{ '&::before, &::after': { borderColor: 'secondary.main', borderTopWidth: 2 } }}>
            <Typography
              id="our-work-speaks"
              variant="h2"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, px: 2 }}
            >
              {homeCopy.divider}
            </Typography>
          </Divider>
          <RevealOnScroll durationMs={REVEAL_MS}>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 5,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                textAlign: 'center',
              }}
            >
              {homeCopy.proof.map((item) => (
                <Box
                  key={item.label}
                  sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
                >
                  <Typography component="dt" color="text.secondary">
                    {item.label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{
                      m: 0,
                      fontSize: { xs: '2rem', md: '2.6rem' },
                      fontWeight: 800,
                      color: 'primary.main',
                    }}
                  >
                    {item.value}
                  </Typography>
                </Box>
              ))}
            </Box>
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
