import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';

import { AWARD_ROTATION_MS, afterVideo, firstFrame, nextAwardFrame } from '../award-rotation';
import type { Award, AwardFrame } from '../award-rotation';
import { awardsCopy as copy } from '../content';

const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * One award: its two pictures take turns every 4 s; on a card with a clip, the muted clip plays after the
 * last picture and the card goes back to its first picture when it ends. Holds still on hover, on keyboard
 * focus, when the visitor pauses it, and under reduced motion.
 */
export function AwardCard({ award }: { award: Award }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [frame, setFrame] = useState<AwardFrame>(firstFrame);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !reducedMotion && !stoppedByVisitor && !hovered && !focused;

  useEffect(() => {
    // The clip ends by itself; only pictures are timed.
    if (!rotating || frame.kind !== 'image') return undefined;
    const timer = setTimeout(() => setFrame((current) => nextAwardFrame(current, award)), AWARD_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, frame, award]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const [width, height] = [award.images[0].width, award.images[0].height];

  return (
    <Card
      variant="outlined"
      component="article"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: `${width} / ${height}`, bgcolor: 'primary.main' }}>
        {award.images.map((image, index) => {
          const current = frame.kind === 'image' && frame.index === index;
          return (
            <Box
              key={image.src}
              component="img"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              aria-hidden={!current}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              sx={{
                ...layer,
                opacity: current ? 1 : 0,
                transition: reducedMotion ? 'none' : 'opacity 600ms ease',
              }}
            />
          );
        })}
        {award.video && frame.kind === 'video' && (
          <Box
            component="video"
            data-testid="award-video"
            aria-label={award.video.label}
            src={award.video.src}
            width={width}
            height={height}
            autoPlay
            muted
            playsInline
            preload="auto"
            onEnded={() => setFrame(afterVideo())}
            // A clip that cannot play must not leave the card stuck on a blank frame.
            onError={() => setFrame(afterVideo())}
            sx={layer}
          />
        )}
        {!reducedMotion && (
          <IconButton
            size="small"
            aria-label={`${stoppedByVisitor ? copy.play : copy.pause}: ${award.title}`}
            onClick={() => setStoppedByVisitor((stopped) => !stopped)}
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              color: '#fff',
              bgcolor: 'rgba(0,0,0,0.45)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' },
            }}
          >
            {stoppedByVisitor ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2">
          {award.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {award.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
