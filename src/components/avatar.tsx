import Box from '@mui/material/Box';
import { useState } from 'react';

import { initialsOf } from '@/lib/initials';

type AvatarProps = {
  name: string;
  /** The initial when the name is empty. */
  email?: string;
  /** An http(s) address, or '' for none. */
  picture: string;
  size?: number;
  /** Empty (the default) when the name is shown beside it: the avatar is then hidden from assistive technology. */
  alt?: string;
};

/**
 * A person's picture, or their initials when there is none or it fails to load (the header's account button,
 * the profile, the profile editor's preview). A plain circle rather than MUI's Avatar keeps it out of the
 * first load's MUI chunk; a span, so that it can sit inside a button.
 */
export function Avatar({ name, email = '', picture, size = 32, alt = '' }: AvatarProps) {
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const showPicture = picture !== '' && failedPicture !== picture;
  return (
    <Box
      component="span"
      aria-hidden={alt === '' ? 'true' : undefined}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size * 0.42,
        fontWeight: 700,
        lineHeight: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {showPicture ? (
        <img
          data-testid="avatar-picture"
          src={picture}
          alt={alt}
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => setFailedPicture(picture)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initialsOf({ name, email })
      )}
    </Box>
  );
}
