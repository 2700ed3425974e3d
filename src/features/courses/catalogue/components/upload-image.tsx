import type { ReactNode } from 'react';

import { FallbackImage } from '@/components/fallback-image';

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

/** An image from the backend's uploads (thumbnail, poster, portrait), or a placeholder of the same size. */
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
  return (
    <FallbackImage
      src={src}
      // The name or title is always beside the picture, so it adds nothing for a screen reader.
      alt=""
      width={width}
      height={height}
      placeholder={placeholder}
      sx={{
        width: fluid || fill ? '100%' : width,
        height: fill ? '100%' : height,
        objectFit: 'cover',
        borderRadius: rounded ? '50%' : 0,
        flexShrink: 0,
      }}
      testId={testId}
      priority={priority}
    />
  );
}
