import { heroSlides, homeCopy } from '../content';

import { HeroSlideView } from './hero-slide';

import { Carousel } from '@/components/carousel';

/** The spec's home carousel timings. */
export const HERO_AUTOPLAY_MS = 4000;
export const HERO_SPEED_MS = 1000;

/** The rotating home hero: six slides, one at a time, looping, with dots and a pause control. */
export function HeroCarousel() {
  return (
    <Carousel
      label={homeCopy.heroLabel}
      slides={heroSlides}
      slideKey={(slide) => slide.id}
      renderSlide={(slide, index) => <HeroSlideView slide={slide} priority={index === 0} />}
      autoplayMs={HERO_AUTOPLAY_MS}
      speedMs={HERO_SPEED_MS}
      controlsOn="dark"
    />
  );
}
