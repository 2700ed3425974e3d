import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';

type FallbackImageProps = {
  src: string | null;
  /** Empty when the title or name beside the picture already says what it shows. */
  alt: string;
  /** The file's own size: the browser reserves its shape before it arrives. */
  width: number;
  height: number;
  /** What shows, centred, when there is no image or it fails to load; a neutral picture icon by default. */
  placeholder?: ReactNode;
  /** Styles shared by the image and its placeholder (size, shape, fit). */
  sx?: Record<string, unknown>;
  /** The placeholder's own ground and colour, when not the neutral grey. */
  placeholderSx?: Record<string, unknown>;
  /** On the image; its placeholder gets `${testId}-placeholder`. */
  testId?: string;
  /** Likely the largest thing on screen (a card in a grid's first row): loads at once, first. */
  priority?: boolean;
};

/**
 * An uploaded image that gives way to a placeholder of the same size when it has none or the file is
 * missing or broken (a failed file is not asked for again until its address changes).
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  placeholder,
  sx,
  placeholderSx,
  testId = 'image',
  priority = false,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        // A span, so the placeholder may stand where a button holds the image (phrasing content only).
        component="span"
        data-testid={`${testId}-placeholder`}
        aria-hidden="true"
        sx={{
          bgcolor: 'grey.100',
          color: 'grey.500',
          ...sx,
          display: 'grid',
          placeItems: 'center',
          ...placeholderSx,
        }}
      >
        {placeholder ?? <ImageOutlinedIcon sx={{ fontSize: 48 }} />}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      data-testid={testId}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ display: 'block', bgcolor: 'grey.100', ...sx }}
    />
  );
}
