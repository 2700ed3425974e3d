import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { HeroSlide } from '../content';

import { VisuallyHidden } from '@/components/visually-hidden';

/** The height of the carousel's control row below the slides (30 px buttons, 12 px margin). */
export const HERO_CONTROLS_HEIGHT = 42;

/** The slide's call to action: an external document in a new tab, or an offering page in this one. */
function SlideAction({ slide }: { slide: HeroSlide }) {
  const sx = { mt: 3 } as const;
  if (slide.target === '_blank') {
    return (
      <Button
        variant="contained"
        color="secondary"
        size="large"
        href={slide.linkTo}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon aria-hidden="true" />}
        sx={sx}
      >
        {slide.buttonLabel}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      component={RouterLink}
      to={slide.linkTo}
      sx={sx}
    >
      {slide.buttonLabel}
    </Button>
  );
}

type HeroSlideViewProps = {
  slide: HeroSlide;
  /** The first slide's image is the page's largest paint: fetched at once, at high priority. */
  priority: boolean;
};

/** One hero slide: title, text and action beside its illustration (stacked on a phone). */
export function HeroSlideView({ slide, priority }: HeroSlideViewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
        alignItems: 'center',
        gap: { xs: 2, md: 6 },
        minHeight: { md: 400 },
        px: { xs: 0.5, md: 1 },
      }}
    >
      <Box>
        <Typography
          variant="h2"
          sx={{ color: '#fff', fontSize: { xs: '1.9rem', sm: '2.4rem', md: '3rem' }, lineHeight: 1.15 }}
        >
          {slide.title}
        </Typography>
        <Typography
          sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.88)' }}
        >
          {slide.content}
        </Typography>
        <SlideAction slide={slide} />
      </Box>
      <Box
        component="img"
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: { xs: 360, md: 520 },
          height: 'auto',
          aspectRatio: `${slide.image.width} / ${slide.image.height}`,
          justifySelf: 'center',
        }}
      />
    </Box>
  );
}
