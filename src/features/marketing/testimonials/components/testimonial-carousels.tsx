import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useGetTextTestimonialsQuery, useGetVideoTestimonialsQuery } from '../api';
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_SPEED_MS, testimonialsCopy as copy } from '../content';

import { TextTestimonialSkeleton, TextTestimonialSlide } from './text-testimonial-slide';
import { VideoTestimonialSkeleton, VideoTestimonialSlide } from './video-testimonial-slide';

import { Carousel } from '@/components/carousel';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { paths } from '@/lib/paths';

/** The spec has a failed testimonials call logged only; the section then says calmly that none are here yet. */
function useLoggedFailure(isError: boolean, error: Parameters<typeof errorMessage>[0]) {
  useEffect(() => {
    if (isError) console.error(errorMessage(error));
  }, [isError, error]);
}

/** Shown when there is nothing to rotate: no testimonials yet, or they could not be fetched. */
function CalmEmptyState({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        maxWidth: 640,
        mx: 'auto',
        p: { xs: 3, md: 4 },
        textAlign: 'center',
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <ChatBubbleOutlineIcon aria-hidden="true" sx={{ color: 'text.secondary', fontSize: 36 }} />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{text}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {copy.emptyHint}{' '}
        <Link component={RouterLink} to={paths.contact}>
          {copy.contactAction}
        </Link>
      </Typography>
    </Box>
  );
}

/** The text carousel from `text_testimonials.php`. */
export function TextTestimonials() {
  const { data, isError, error } = useDeferredData(
    useGetTextTestimonialsQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  useLoggedFailure(isError, error);

  if (!data && !isError) return <TextTestimonialSkeleton label={copy.textLoading} />;
  if (!data || data.length === 0) return <CalmEmptyState text={copy.textEmpty} />;

  return (
    <Carousel
      label={copy.textLabel}
      slides={data}
      slideKey={(testimonial) => testimonial.id}
      renderSlide={(testimonial, index) => (
        <TextTestimonialSlide testimonial={testimonial} priority={index === 0} />
      )}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      speedMs={TESTIMONIAL_SPEED_MS}
    />
  );
}

/** The video carousel from `video_testimonials.php`; it holds still while a video plays. */
export function VideoTestimonials() {
  const { data, isError, error } = useDeferredData(
    useGetVideoTestimonialsQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const [playingId, setPlayingId] = useState<string | null>(null);
  useLoggedFailure(isError, error);

  const stop = useCallback(() => setPlayingId(null), []);
  // Moving to another slide (by the visitor: autoplay is held while a video plays) stops the video.
  const onSlideChange = useCallback(() => setPlayingId(null), []);

  if (!data && !isError) return <VideoTestimonialSkeleton label={copy.videoLoading} />;
  if (!data || data.length === 0) return <CalmEmptyState text={copy.videoEmpty} />;

  return (
    <Carousel
      label={copy.videoLabel}
      slides={data}
      slideKey={(testimonial) => testimonial.id}
      renderSlide={(testimonial) => (
        <VideoTestimonialSlide
          testimonial={testimonial}
          playing={playingId === testimonial.id}
          onPlay={() => setPlayingId(testimonial.id)}
          onStop={stop}
        />
      )}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      speedMs={TESTIMONIAL_SPEED_MS}
      paused={playingId !== null}
      onSlideChange={onSlideChange}
    />
  );
}
