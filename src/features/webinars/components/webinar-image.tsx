import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

const HEIGHT = 160;

/** A webinar's picture, or the series' placeholder when it has none or the file fails to load. */
export function WebinarImage({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { display: 'block', width: '100%', height: HEIGHT, borderRadius: 1 } as const;
  if (!src || failedSrc === src) {
    return (
      <Box
        data-testid="webinar-image-placeholder"
        aria-hidden="true"
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #0b3954 0%, #087e8b 100%)',
        }}
      >
        <GroupsIcon sx={{ fontSize: 56, opacity: 0.85 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      data-testid="webinar-image"
      src={src}
      // The title sits beside the picture; it adds nothing for a screen reader.
      alt=""
      width={640}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ ...frame, objectFit: 'cover', bgcolor: 'grey.100' }}
    />
  );
}
