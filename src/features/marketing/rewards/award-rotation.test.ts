import { afterVideo, firstFrame, nextAwardFrame } from './award-rotation';
import type { Award } from './award-rotation';

const image = { src: '/a.svg', alt: 'a', width: 640, height: 360 };
const withVideo: Pick<Award, 'images' | 'video'> = {
  images: [image, { ...image, src: '/b.svg' }],
  video: { src: '/clip.webm', label: 'Clip' },
};
const withoutVideo: Pick<Award, 'images' | 'video'> = { images: withVideo.images };

describe('nextAwardFrame', () => {
  it('goes from the first picture to the second', () => {
    expect(nextAwardFrame(firstFrame, withoutVideo)).toEqual({ kind: 'image', index: 1 });
  });

  it('starts over after the last picture of a card without a clip', () => {
    expect(nextAwardFrame({ kind: 'image', index: 1 }, withoutVideo)).toEqual(firstFrame);
  });

  it('plays the clip after the last picture of a card with one, then starts over', () => {
    expect(nextAwardFrame({ kind: 'image', index: 1 }, withVideo)).toEqual({ kind: 'video' });
    expect(nextAwardFrame({ kind: 'video' }, withVideo)).toEqual(firstFrame);
    expect(afterVideo()).toEqual(firstFrame);
  });
});
