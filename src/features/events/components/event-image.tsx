import EventIcon from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

type EventImageProps = {
  src: string | null;
  height: number;
  /** In the first row of the grid: likely the largest thing on screen, so it loads at once, first. */
  priority?: boolean;
};

const WIDTH = 640;
const HEIGHT = 360;

/** An event's banner, or a neutral placeholder when it has none or the file fails to load. */
export function EventImage({ src, height, priority = false }: EventImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { display: 'block', width: '100%', height, objectFit: 'cover' } as const;

  if (!src || failedSrc === src) {
    return (
      <Box
        data-testid="event-image-placeholder"
        aria-hidden="true"
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.100',
          color: 'grey.500',
        }}
      >
        <EventIcon sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      data-testid="event-image"
      src={src}
      // The title sits next to the image, so the picture adds nothing for a screen reader.
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ ...frame, bgcolor: 'grey.100' }}
    />
  );
}
