import Box from '@mui/material/Box';
import { useState } from 'react';

type ProfilePictureProps = { name: string; picture: string; size: number; alt?: string };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');

/** The learner's picture, or their initials when there is none or it fails to load. */
export function ProfilePicture({ name, picture, size, alt = '' }: ProfilePictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = picture !== '' && failed !== picture;
  return (
    <Box
      aria-hidden={alt === '' ? 'true' : undefined}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {showPicture ? (
        <img
          data-testid="profile-picture"
          src={picture}
          alt={alt}
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => setFailed(picture)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initials(name)
      )}
    </Box>
  );
}
