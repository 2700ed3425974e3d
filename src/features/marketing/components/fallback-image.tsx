import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';

type FallbackImageProps = {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** What shows when there is no image or it fails to load; a neutral picture icon by default. */
  placeholder?: ReactNode;
  /** Styles shared by the image and its placeholder (size, shape, fit). */
  sx?: Record<string, unknown>;
  testId?: string;
};

/** An uploaded image that gives way to a placeholder of the same size when it is missing or broken. */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  placeholder,
  sx,
  testId = 'image',
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        data-testid={`${testId}-placeholder`}
        aria-hidden="true"
        sx={{ display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500', ...sx }}
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
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ display: 'block', bgcolor: 'grey.100', ...sx }}
    />
  );
}
