import Box from '@mui/material/Box';
import { useState } from 'react';

import { initialsOf } from '../model';
import type { DisplayProfile } from '../model';

type UserAvatarProps = { profile: DisplayProfile; size?: number };

/**
 * The visitor's picture, or their initials when there is none or it fails to load. Decorative: the name is
 * always beside it. (A plain circle rather than MUI's Avatar keeps it out of the first load's MUI chunk.)
 */
export function UserAvatar({ profile, size = 32 }: UserAvatarProps) {
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const showPicture = profile.picture !== '' && failedPicture !== profile.picture;
  return (
    <Box
      component="span"
      aria-hidden="true"
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
          src={profile.picture}
          alt=""
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => setFailedPicture(profile.picture)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        initialsOf(profile)
      )}
    </Box>
  );
}
