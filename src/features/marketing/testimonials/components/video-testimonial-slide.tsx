import CloseIcon from '@mui/icons-material/Close';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import type { VideoTestimonial } from '../api';
import { testimonialsCopy as copy } from '../content';
import { EMBED_ORIGIN, playingEmbedUrl } from '../video-embed';

/** Short-form videos are upright: the frame keeps their 9:16 shape at this width. */
const FRAME_WIDTH = 280;
const frameSx = {
  position: 'relative',
  width: `min(100%, ${FRAME_WIDTH}px)`,
  aspectRatio: '9 / 16',
  mx: 'auto',
  borderRadius: 3,
  overflow: 'hidden',
} as const;

type VideoTestimonialSlideProps = {
  testimonial: VideoTestimonial;
  playing: boolean;
  onPlay: () => void;
  onStop: () => void;
};

/**
 * A video testimonial: a locally drawn poster with a play button; the privacy-enhanced frame loads only
 * once the visitor presses play, so nothing from the video host loads with the page.
 */
export function VideoTestimonialSlide({ testimonial, playing, onPlay, onStop }: VideoTestimonialSlideProps) {
  const { embedUrl, name } = testimonial;
  const playButton = useRef<HTMLButtonElement>(null);
  const wasPlaying = useRef(playing);

  // When the frame or the close button that held the focus goes away, the focus returns to the play button
  // instead of being lost to the page.
  useEffect(() => {
    if (wasPlaying.current && !playing && document.activeElement === document.body)
      playButton.current?.focus();
    wasPlaying.current = playing;
  }, [playing]);
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      {embedUrl && playing ? (
        <Box sx={frameSx}>
          <VideoFrame src={playingEmbedUrl(embedUrl)} title={copy.videoFrameTitle(name)} onEnded={onStop} />
        </Box>
      ) : (
        <Box
          sx={{
            ...frameSx,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            p: 3,
            color: '#fff',
            textAlign: 'center',
            background: 'linear-gradient(160deg, #0b3954 0%, #087e8b 70%, #1d6a96 100%)',
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,0.16)',
              fontSize: 28,
              fontWeight: 700,
            }}
          >
            {name.slice(0, 1).toUpperCase()}
          </Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {embedUrl ? (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<PlayArrowRoundedIcon />}
              ref={playButton}
              aria-label={copy.playVideoLabel(name)}
              onClick={onPlay}
            >
              {copy.playVideo}
            </Button>
          ) : (
            <>
              <VideocamOffOutlinedIcon aria-hidden="true" />
              <Typography variant="body2">{copy.notEmbeddable}</Typography>
              {/^https?:\/\//i.test(testimonial.videoUrl) && (
                <Link
                  href={testimonial.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ color: '#fff', textDecorationColor: 'rgba(255,255,255,0.7)' }}
                >
                  {copy.openVideo}
                </Link>
              )}
            </>
          )}
        </Box>
      )}
      <Box component="figcaption" sx={{ mt: 2, textAlign: 'center', maxWidth: 480, minHeight: 72 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        {testimonial.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {testimonial.description}
          </Typography>
        )}
        {playing && (
          <Button size="small" startIcon={<CloseIcon />} onClick={onStop} sx={{ mt: 1 }}>
            {copy.closeVideo}
          </Button>
        )}
      </Box>
    </Box>
  );
}

type VideoFrameProps = { src: string; title: string; onEnded: () => void };

/**
 * The player frame. It asks the player for its state (YouTube's iframe messages) so the carousel can
 * move on by itself once the video has ended.
 */
function VideoFrame({ src, title, onEnded }: VideoFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button that was pressed is gone: the player takes the focus, so keyboard users are in it.
  useEffect(() => {
    frame.current?.focus();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== EMBED_ORIGIN || event.source !== frame.current?.contentWindow) return;
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as { event?: string; info?: unknown };
        const state =
          message.event === 'onStateChange'
            ? message.info
            : (message.info as { playerState?: unknown } | null)?.playerState;
        // 0 is YouTube's "ended".
        if (state === 0) onEnded();
      } catch {
        // Not a player message.
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onEnded]);

  const listen = () =>
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      EMBED_ORIGIN,
    );

  return (
    <Box
      component="iframe"
      ref={frame}
      src={src}
      title={title}
      onLoad={listen}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
    />
  );
}

/** A slide-sized placeholder while the videos load. */
export function VideoTestimonialSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Skeleton variant="rounded" sx={{ ...frameSx, height: 'auto' }} />
      <Skeleton variant="text" width={160} sx={{ mt: 2 }} />
      <Skeleton variant="text" width={240} />
    </Box>
  );
}
