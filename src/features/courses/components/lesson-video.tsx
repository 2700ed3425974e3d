import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

import { coursesCopy } from '../content';
import { POSITION_SAVE_INTERVAL_MS, resumePosition } from '../model';
import type { PlayerVideo } from '../player-courses';

type LessonVideoProps = {
  video: PlayerVideo;
  /** The second to resume at, read when the video's metadata arrives. */
  startAt: number | undefined;
  /** Reports the playing position: at most every few seconds while playing, and on pause or leaving. */
  onPosition: (seconds: number) => void;
  onEnded: () => void;
  /** The clock, injectable for tests. */
  now?: () => number;
};

/**
 * One lesson's video: native controls (keyboard operable) without the download item, English captions,
 * resume at the saved second, and the position reported sparingly so the store is not written every frame.
 * Mount it with `key={video.id}` so each lesson starts fresh.
 */
export function LessonVideo({ video, startAt, onPosition, onEnded, now = Date.now }: LessonVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const startAtRef = useRef(startAt);
  const onPositionRef = useRef(onPosition);
  const endedRef = useRef(false);

  useEffect(() => {
    onPositionRef.current = onPosition;
  }, [onPosition]);

  // Leaving the lesson (another video, another page) keeps the second it reached.
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (element && !endedRef.current && element.currentTime > 0) onPositionRef.current(element.currentTime);
    };
  }, []);

  const save = (element: HTMLVideoElement) => {
    lastSaved.current = now();
    onPosition(element.currentTime);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <video
        ref={ref}
        data-testid="lesson-video"
        src={video.videoUrl}
        controls
        controlsList="nodownload"
        disablePictureInPicture
        playsInline
        preload="metadata"
        aria-label={video.title}
        onContextMenu={(event) => event.preventDefault()}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          const start = resumePosition(startAtRef.current, element.duration);
          if (start > 0) element.currentTime = start;
        }}
        onPlay={() => {
          endedRef.current = false;
          lastSaved.current = now();
        }}
        onTimeUpdate={(event) => {
          const element = event.currentTarget;
          if (!element.paused && now() - lastSaved.current >= POSITION_SAVE_INTERVAL_MS) save(element);
        }}
        onPause={(event) => {
          const element = event.currentTarget;
          // A video that reached its end pauses too; `ended` reports that instead.
          if (!element.ended) save(element);
        }}
        onEnded={() => {
          endedRef.current = true;
          onEnded();
        }}
        style={{ width: '100%', height: '100%', display: 'block' }}
      >
        <track
          data-testid="captions"
          kind="captions"
          src={video.captionsUrl}
          srcLang="en"
          label={coursesCopy.captionsLabel}
          default
        />
      </video>
    </Box>
  );
}
