import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';

import { heroSlides, homeCopy } from '../content';

import { HERO_CONTROLS_HEIGHT, HeroSlideView } from './hero-slide';

import { lazyImport } from '@/lib/loading/lazy-import';
import { useEnhanced } from '@/lib/loading/use-enhanced';
import { site } from '@/lib/site';

const HeroCarousel = lazy(
  lazyImport(() =>
    import(/* webpackChunkName: "home-hero-carousel" */ './hero-carousel').then((module) => ({
      default: module.HeroCarousel,
    })),
  ),
);

/** The first slide as plain markup, with room kept for the controls the carousel adds below it. */
function StillHero() {
  const [first] = heroSlides;
  if (!first) return null;
  return (
    <Box component="section" aria-label={homeCopy.heroLabel}>
      <HeroSlideView slide={first} priority />
      <Box sx={{ height: HERO_CONTROLS_HEIGHT }} />
    </Box>
  );
}

/**
 * The home hero. The first slide is static markup in the route's own chunk (prerendered, the page's
 * largest paint, its image preloaded); the carousel and its library arrive in a chunk of their own
 * after hydration and take over in place, so the first load stays small and nothing shifts.
 */
export function HomeHero({ actions }: { actions: ReactNode }) {
  const [first] = heroSlides;
  if (first) preload(first.image.src, { as: 'image', fetchPriority: 'high' });
  // The carousel replaces the still first slide once the prerendered markup has been hydrated as it is
  // and the browser is idle, in a render of its own.
  const enhanced = useEnhanced();

  return (
    <Box
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #072436 0%, #0b3954 55%, #087e8b 100%)',
        pt: { xs: 4, md: 6 },
        pb: { xs: 4, md: 5 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          variant="overline"
          component="h1"
          sx={{
            color: 'secondary.main',
            fontWeight: 700,
            letterSpacing: '0.12em',
            lineHeight: 1.6,
            display: 'block',
            mb: 1,
          }}
        >
          {site.name}: consulting, staffing and training
        </Typography>
        {enhanced ? (
          <Suspense fallback={<StillHero />}>
            <HeroCarousel />
          </Suspense>
        ) : (
          <StillHero />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>{actions}</Box>
      </Container>
    </Box>
  );
}
