import EventIcon from '@mui/icons-material/EventOutlined';

import { FallbackImage } from '@/components/fallback-image';

type EventImageProps = {
  src: string | null;
  height: number;
  /** In the first row of the grid: likely the largest thing on screen, so it loads at once, first. */
  priority?: boolean;
};

/** An event's banner, or a neutral placeholder when it has none or the file fails to load. */
export function EventImage({ src, height, priority = false }: EventImageProps) {
  return (
    <FallbackImage
      src={src}
      // The title sits next to the image, so the picture adds nothing for a screen reader.
      alt=""
      width={640}
      height={360}
      placeholder={<EventIcon sx={{ fontSize: 56 }} />}
      sx={{ width: '100%', height, objectFit: 'cover' }}
      testId="event-image"
      priority={priority}
    />
  );
}
