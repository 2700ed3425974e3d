/** An award card: a title, its two pictures and, on the first card, a short clip. */
export type Award = {
  id: string;
  title: string;
  description: string;
  images: readonly [AwardImage, AwardImage];
  video?: AwardVideo;
};

export type AwardImage = { src: string; alt: string; width: number; height: number };
export type AwardVideo = { src: string; label: string };

/** What an award card shows: one of its pictures, or its clip. */
export type AwardFrame = { kind: 'image'; index: number } | { kind: 'video' };

/** The spec's rotation: each picture stays 4 s. */
export const AWARD_ROTATION_MS = 4000;

export const firstFrame: AwardFrame = { kind: 'image', index: 0 };

/**
 * The frame after this one when its time is up: the next picture; after the last picture the clip when
 * the card has one, else the first picture again. The clip ends by itself (`afterVideo`), not by the timer.
 */
export function nextAwardFrame(frame: AwardFrame, award: Pick<Award, 'images' | 'video'>): AwardFrame {
  if (frame.kind === 'video') return firstFrame;
  const next = frame.index + 1;
  if (next < award.images.length) return { kind: 'image', index: next };
  return award.video ? { kind: 'video' } : firstFrame;
}

/** When the clip has ended, the card starts again from its first picture. */
export const afterVideo = (): AwardFrame => firstFrame;
