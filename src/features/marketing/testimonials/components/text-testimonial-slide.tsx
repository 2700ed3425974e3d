import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import type { TextTestimonial } from '../api';

import { FallbackImage } from '@/components/fallback-image';

const AVATAR = 88;

/** The height a text slide takes, so its skeleton holds the same space. */
export const TEXT_SLIDE_MIN_HEIGHT = 300;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

type TextTestimonialSlideProps = {
  testimonial: TextTestimonial;
  /** The first slide, on the first screen: its picture loads eagerly, at high priority. */
  priority?: boolean;
};

/** One quote: the words, the person's picture (or their initials) and their name. */
export function TextTestimonialSlide({ testimonial, priority = false }: TextTestimonialSlideProps) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{
        m: 0,
        mx: 'auto',
        maxWidth: 760,
        minHeight: TEXT_SLIDE_MIN_HEIGHT,
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: 40, color: 'secondary.dark' }} />
      <Typography component="blockquote" variant="h6" sx={{ m: 0, fontWeight: 400, lineHeight: 1.6 }}>
        {testimonial.content}
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FallbackImage
          src={testimonial.imageUrl}
          alt=""
          width={AVATAR}
          height={AVATAR}
          testId="testimonial-image"
          priority={priority}
          placeholder={
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 28, color: 'primary.main' }}>
              {initials(testimonial.name)}
            </Typography>
          }
          sx={{ width: AVATAR, height: AVATAR, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
        <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
      </Box>
    </Paper>
  );
}

/** A slide-sized placeholder while the quotes load. */
export function TextTestimonialSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Skeleton variant="rounded" height={TEXT_SLIDE_MIN_HEIGHT} />
      <Skeleton variant="text" width={120} sx={{ mx: 'auto', mt: 1.5, height: 32 }} />
    </Box>
  );
}
