import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

import { useEnhanced } from '@/lib/loading/use-enhanced';

type CarouselProps<T> = {
  /** What the carousel is, for assistive technology ("Highlights", "Video testimonials"). */
  label: string;
  slides: readonly T[];
  slideKey: (slide: T, index: number) => string;
  renderSlide: (slide: T, index: number) => ReactNode;
  /** Time each slide stays before the next one, in ms. */
  autoplayMs: number;
  /** How long the move to the next slide takes, in ms. */
  speedMs: number;
  /** Held still from outside (a video in a slide is playing). */
  paused?: boolean;
  /** The background the controls sit on: light controls on a dark band, dark ones on a light page. */
  controlsOn?: 'light' | 'dark';
  /** Called with the index of the slide that becomes current. */
  onSlideChange?: (index: number) => void;
};

/**
 * Embla's `duration` is not in milliseconds but a pull strength (20 slow to 60 fast-settling, default 25);
 * this maps the spec's speeds onto it: 1000 ms -> 40, 500 ms -> 20.
 */
export const emblaDuration = (speedMs: number): number =>
  Math.min(60, Math.max(20, Math.round(speedMs / 25)));

/**
 * An auto-rotating, looping carousel showing one slide at a time, with dots, previous and next, and a
 * pause control (the WAI-ARIA carousel pattern). Embla moves the track and handles swipes; the timer lives
 * here so that every reason to hold still (the visitor's pause, hover, keyboard focus, reduced motion, a
 * playing video) is one rule. Renders in Node: the first slide shows before any script runs.
 */
export function Carousel<T>({
  label,
  slides,
  slideKey,
  renderSlide,
  autoplayMs,
  speedMs,
  paused = false,
  controlsOn = 'light',
  onSlideChange,
}: CarouselProps<T>) {
  const id = useId();
  const count = slides.length;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: emblaDuration(speedMs) });
  // Embla measures the whole track when it starts: it starts once the page is idle after hydration, not
  // in the task that commits it, and only once the carousel is in view (a carousel further down the page
  // starts when the visitor scrolls to it). Until then the buttons, dots and timer work on the index alone.
  const swipeable = useEnhanced(`${id}-slides`);
  const [index, setIndex] = useState(0);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // What a slide shows does not depend on which slide is current: rendered once per list of slides, so a
  // move, a hover, a focus or embla's start re-renders the frame and the dots, not every slide's content.
  const slideContents = useMemo(
    () => slides.map((slide, slideIndex) => renderSlide(slide, slideIndex)),
    [slides, renderSlide],
  );

  const rotating = count > 1 && !reducedMotion && !stoppedByVisitor && !hovered && !focused && !paused;

  const goTo = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      emblaApi?.scrollTo(target, reducedMotion);
    },
    [count, emblaApi, reducedMotion],
  );

  useEffect(() => {
    onSlideChange?.(index);
  }, [index, onSlideChange]);

  // A slide chosen before embla started: embla starts on it, without an animation.
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  useEffect(() => {
    if (emblaApi && indexRef.current !== 0) emblaApi.scrollTo(indexRef.current, true);
  }, [emblaApi]);

  // A swipe moves embla first; its index leads then. Embla only knows the slides once it has laid them
  // out (one snap per slide), so a layout-less environment never overrides the index kept here.
  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => {
      if (emblaApi.scrollSnapList().length === count) setIndex(emblaApi.selectedScrollSnap());
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => goTo(index + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, index, autoplayMs, goTo]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };

  const onDark = controlsOn === 'dark';
  const controlSx = {
    color: onDark ? '#fff' : 'text.primary',
    bgcolor: onDark ? 'rgba(255,255,255,0.16)' : 'action.hover',
    '&:hover': { bgcolor: onDark ? 'rgba(255,255,255,0.28)' : 'action.selected' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative' }}
    >
      <Box ref={swipeable ? emblaRef : undefined} sx={{ overflow: 'hidden' }}>
        <Box
          id={`${id}-slides`}
          aria-live={rotating ? 'off' : 'polite'}
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}
        >
          {slides.map((slide, slideIndex) => (
            <Box
              key={slideKey(slide, slideIndex)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={slideIndex !== index}
              // Off-screen slides keep their links out of the tab order.
              inert={slideIndex !== index}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {slideContents[slideIndex]}
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            mt: 1.5,
          }}
        >
          <IconButton
            size="small"
            aria-controls={`${id}-slides`}
            aria-label={stoppedByVisitor ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStoppedByVisitor((current) => !current)}
            sx={controlSx}
          >
            {stoppedByVisitor ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <IconButton
            size="small"
            aria-controls={`${id}-slides`}
            aria-label="Previous slide"
            onClick={() => goTo(index - 1)}
            sx={controlSx}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <Box component="ul" sx={{ display: 'flex', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
            {slides.map((slide, slideIndex) => (
              <li key={slideKey(slide, slideIndex)}>
                <Box
                  component="button"
                  type="button"
                  aria-controls={`${id}-slides`}
                  aria-label={`Go to slide ${slideIndex + 1}`}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => goTo(slideIndex)}
                  sx={{
                    // A 24 px target around a 10 px dot.
                    width: 24,
                    height: 24,
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    '&::after': {
                      content: '""',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor:
                        slideIndex === index
                          ? 'secondary.main'
                          : onDark
                            ? 'rgba(255,255,255,0.5)'
                            : 'grey.500',
                      transition: 'background-color 200ms',
                    },
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'secondary.main',
                      borderRadius: 1,
                    },
                  }}
                />
              </li>
            ))}
          </Box>
          <IconButton
            size="small"
            aria-controls={`${id}-slides`}
            aria-label="Next slide"
            onClick={() => goTo(index + 1)}
            sx={controlSx}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
