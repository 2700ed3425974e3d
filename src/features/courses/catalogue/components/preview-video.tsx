import PlayIcon from '@mui/icons-material/PlayCircleFilledWhite';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { catalogueCopy } from '../content';

import { UploadImage } from './upload-image';

type PreviewVideoProps = { videoUrl: string | null; posterUrl: string | null; title: string };

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 2,
  overflow: 'hidden',
} as const;

/**
 * The course's preview: the thumbnail with a play button; the video element (and so the download) exists only
 * once the visitor asks for it, then it plays and takes focus so the keyboard controls it at once.
 */
export function PreviewVideo({ videoUrl, posterUrl, title }: PreviewVideoProps) {
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing) videoRef.current?.focus();
  }, [playing]);

  if (playing && videoUrl) {
    return (
      <Box sx={{ ...frame, bgcolor: 'common.black' }}>
        {/* Backend uploads come without caption files (the contract carries none); the shipped player videos have them. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          tabIndex={0}
          src={videoUrl}
          poster={posterUrl ?? undefined}
          controls
          autoPlay
          playsInline
          controlsList="nodownload"
          aria-label={`${title}: preview`}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
    );
  }

  const poster = (
    <UploadImage
      src={posterUrl}
      placeholder={<SchoolIcon sx={{ fontSize: 72 }} />}
      width={1280}
      height={720}
      fill
      testId="course-poster"
    />
  );

  if (!videoUrl) {
    return (
      <Box sx={frame}>
        {poster}
        <Typography
          variant="body2"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: 1.5,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
          }}
        >
          {catalogueCopy.noPreview}
        </Typography>
      </Box>
    );
  }

  return (
    <ButtonBase
      onClick={() => setPlaying(true)}
      aria-label={catalogueCopy.playPreview}
      sx={{
        ...frame,
        display: 'block',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      {poster}
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,57,84,0.35)',
        }}
      >
        <PlayIcon sx={{ fontSize: 88, color: '#fff' }} />
      </Box>
    </ButtonBase>
  );
}
