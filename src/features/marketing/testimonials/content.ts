/** The testimonials page's copy; the two failure texts are the spec's, logged rather than shown. */
export const testimonialsCopy = {
  title: 'Testimonials',
  description:
    'What learners, candidates and client companies say about MindBridge Consulting: training with placement, staffing, leadership programmes and career counselling, in their own words and on video.',
  subtitle: 'Learners, candidates and clients on what changed after working with us.',
  textHeading: 'What People Say',
  textLabel: 'Text testimonials',
  textLoading: 'Loading testimonials',
  textEmpty: 'Stories from our learners and clients will appear here soon.',
  videoHeading: 'In Their Own Words',
  videoLabel: 'Video testimonials',
  videoLoading: 'Loading video testimonials',
  videoEmpty: 'Video stories will appear here soon.',
  emptyHint: 'In the meantime, our team is happy to put you in touch with past learners and clients.',
  contactAction: 'Contact us',
  playVideo: 'Play video',
  playVideoLabel: (name: string) => `Play video from ${name}`,
  closeVideo: 'Close video',
  videoFrameTitle: (name: string) => `Video testimonial from ${name}`,
  notEmbeddable: 'This video cannot be played on this page.',
  openVideo: 'Open the video',
  textFailed: 'Failed to fetch testimonials',
  videoFailed: 'Failed to fetch video testimonials',
} as const;

/** Carousel timings of the spec (part 1, section 9). */
export const TESTIMONIAL_AUTOPLAY_MS = 3000;
export const TESTIMONIAL_SPEED_MS = 500;
