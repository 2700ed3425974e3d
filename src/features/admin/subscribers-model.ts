import { fail, isObject } from './reply';

/**
 * The console's newsletter subscribers as the backend sends them (docs/api.md, "Subscribers"), read at the
 * boundary: an answer that is not the shape is an error.
 */

export type Subscriber = { id: number; email: string; subscribedAt: string };

export type SubscriberList = { items: Subscriber[]; total: number };

const readSubscriber = (item: unknown): Subscriber => {
  if (
    !isObject(item) ||
    typeof item.id !== 'number' ||
    !Number.isSafeInteger(item.id) ||
    typeof item.email !== 'string' ||
    typeof item.subscribedAt !== 'string'
  )
    return fail('a subscriber');
  return { id: item.id, email: item.email, subscribedAt: item.subscribedAt };
};

/** A page of subscribers, `{ items, total }`. */
export function readSubscriberList(body: unknown): SubscriberList {
  if (!isObject(body) || !Array.isArray(body.items) || typeof body.total !== 'number')
    return fail('a list of subscribers');
  return { items: body.items.map(readSubscriber), total: body.total };
}
