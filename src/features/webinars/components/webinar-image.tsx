import GroupsIcon from '@mui/icons-material/GroupsOutlined';

import { FallbackImage } from '@/components/fallback-image';

const HEIGHT = 160;

/** A webinar's picture, or the series' placeholder when it has none or the file fails to load. */
export function WebinarImage({ src }: { src: string }) {
  return (
    <FallbackImage
      src={src}
      // The title sits beside the picture; it adds nothing for a screen reader.
      alt=""
      width={640}
      height={HEIGHT}
      placeholder={<GroupsIcon sx={{ fontSize: 56, opacity: 0.85 }} />}
      sx={{ width: '100%', height: HEIGHT, borderRadius: 1, objectFit: 'cover' }}
      placeholderSx={{ color: '#fff', background: 'linear-gradient(135deg, #0b3954 0%, #087e8b 100%)' }}
      testId="webinar-image"
    />
  );
}
