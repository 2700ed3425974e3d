import { inKeyOrder } from './embedded-state';

import type { RestoredApiState } from '@/lib/page-data';

const text = { status: 'fulfilled', endpointName: 'getTextTestimonials', data: [{ id: '2' }, { id: '1' }] };
const video = { status: 'fulfilled', endpointName: 'getVideoTestimonials', data: [] };

/** The state as RTK Query leaves it when `first` answered before `second`. */
function answered(first: 'text' | 'video'): RestoredApiState {
  const entries = {
    text: ['getTextTestimonials(undefined)', text, 'TextTestimonial'],
    video: ['getVideoTestimonials(undefined)', video, 'VideoTestimonial'],
  } as const;
  const order = first === 'text' ? [entries.text, entries.video] : [entries.video, entries.text];
  return {
    queries: Object.fromEntries(order.map(([key, entry]) => [key, entry])),
    mutations: {},
    provided: {
      tags: {
        ...Object.fromEntries(order.map(([key, , tag]) => [tag, { LIST: [key] }])),
        Shared: { LIST: order.map(([key]) => key) },
      },
      keys: Object.fromEntries(order.map(([key, , tag]) => [key, [{ type: tag, id: 'LIST' }]])),
    },
  };
}

describe('inKeyOrder', () => {
  it('writes the same state whichever read answered first', () => {
    expect(JSON.stringify(answered('text'))).not.toBe(JSON.stringify(answered('video')));
    expect(JSON.stringify(inKeyOrder(answered('text')))).toBe(JSON.stringify(inKeyOrder(answered('video'))));
  });

  it('keeps every entry, and the order inside each entry and its data', () => {
    const ordered = inKeyOrder(answered('video'));
    expect(ordered).toEqual(answered('text'));
    expect(Object.keys(ordered.queries)).toEqual([
      'getTextTestimonials(undefined)',
      'getVideoTestimonials(undefined)',
    ]);
    expect(ordered.queries['getTextTestimonials(undefined)']).toBe(text);
    expect(ordered.provided.tags.Shared?.LIST).toEqual([
      'getTextTestimonials(undefined)',
      'getVideoTestimonials(undefined)',
    ]);
  });
});
