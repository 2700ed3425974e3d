import type { Award } from './award-rotation';

/** The awards page's copy; the heading is the spec's. */
export const awardsCopy = {
  title: 'Rewards & Recognitions',
  heading: 'Honoring Achievements',
  description:
    'Awards and recognitions received by MindBridge Consulting for corporate training, leadership development and startup mentoring.',
  listLabel: 'Awards',
  intro:
    'Recognition from the industries and institutions we serve, earned together with our learners, clients and partners.',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;

const art = (file: string, alt: string) => ({
  src: `/images/marketing/${file}.svg`,
  alt,
  width: 640,
  height: 360,
});

/** The three award cards; the first one ends its rotation with a short muted clip. */
export const awards: readonly Award[] = [
  {
    id: 'corporate-training-excellence',
    title: 'Corporate Training Excellence Award 2024',
    description:
      'Presented by the Hyderabad Management Association for our clinical data science programmes with placement.',
    images: [
      art('award-training-trophy', 'A gold trophy on a teal background'),
      art('award-training-certificate', 'An award certificate with a gold seal'),
    ],
    video: {
      src: '/media/awards-highlights.webm',
      label: 'A short animated highlight of the award ceremony',
    },
  },
  {
    id: 'leadership-development-partner',
    title: 'Leadership Development Partner of the Year',
    description:
      'Recognised by the Telangana HR Forum for leadership programmes delivered to more than 100 managers.',
    images: [
      art('award-leadership-medal', 'A gold medal on a blue ribbon'),
      art('award-leadership-star', 'A gold star badge with a check mark'),
    ],
  },
  {
    id: 'startup-mentor',
    title: 'Startup Ecosystem Mentor Recognition',
    description:
      'Awarded by a state startup incubator for mentoring more than 50 early-stage founders and their teams.',
    images: [
      art('award-startup-rocket', 'A rocket taking off, drawn in white and amber'),
      art('award-startup-trophy', 'A trophy with a star on a dark teal background'),
    ],
  },
];
