import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';

type UploadImageProps = {
  src: string | null;
  /** Shown centred on a neutral ground when there is no image or it fails to load. */
  placeholder: ReactNode;
  width: number;
  height: number;
  /** Fills its container's width at this height; a fixed square otherwise. */
  fluid?: boolean;
  /** Fills its container in both directions (the container sets the size). */
  fill?: boolean;
  rounded?: boolean;
  testId?: string;
  /** Likely the largest thing on screen (a card in the grid's first row): loads at once, first. */
  priority?: boolean;
};

/** An image from the backend's uploads, or a placeholder when it has none or the file fails to load. */
export function UploadImage({
  src,
  placeholder,
  width,
  height,
  fluid = true,
  fill = false,
  rounded = false,
  testId,
  priority = false,
}: UploadImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = {
    display: 'block',
    width: fluid || fill ? '100%' : width,
    height: fill ? '100%' : height,
    objectFit: 'cover',
    bgcolor: 'grey.100',
    borderRadius: rounded ? '50%' : 0,
    flexShrink: 0,
  } as const;

  if (!src || failedSrc === src) {
    return (
      <Box
        data-testid={testId ? `${testId}-placeholder` : undefined}
        aria-hidden="true"
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'grey.500' }}
      >
        {placeholder}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      data-testid={testId}
      src={src}
      // The name or title is always beside the picture, so it adds nothing for a screen reader.
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={frame}
    />
  );
}
