import { unsubscribeCopy } from './content';

import { backendCall, ReplyRejected } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

/** What the backend answers an unsubscribe with: a message to show as it is. */
export type UnsubscribeReply = { message: string };

/** The answer with its status: a 400 is the backend refusing the token, with a message of its own. */
type Answer = { refused: boolean; body: unknown };

const messageOf = (body: unknown): string | null => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
};

/** Reads the answer: a refusal throws ReplyRejected with the backend's words, a reply without a message is malformed. */
export function readUnsubscribeAnswer(answer: unknown): UnsubscribeReply {
  const { refused, body } = (answer ?? {}) as Partial<Answer>;
  const message = messageOf(body);
  if (refused) throw new ReplyRejected(message ?? unsubscribeCopy.refused);
  if (message === null) throw new Error('The unsubscribe reply has no message');
  return { message };
}

/** The page's one call, in its own chunk: no other page carries it. */
export const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeFromNewsletter: build.mutation<UnsubscribeReply, { token: string }>({
      queryFn: backendCall({
        request: ({ token }: { token: string }) => ({
          url: '/api/newsletter/unsubscribe',
          method: 'POST',
          body: { token },
          // A 400 is an answer the page shows; anything else not OK (a proxy's HTML 500) is a failure.
          validateStatus: (response) => response.status === 200 || response.status === 400,
          responseHandler: async (response): Promise<Answer> => ({
            refused: response.status === 400,
            body: (await response.json()) as unknown,
          }),
        }),
        failures: {
          failed: unsubscribeCopy.failed,
          network: unsubscribeCopy.network,
          malformed: unsubscribeCopy.malformed,
        },
        read: readUnsubscribeAnswer,
      }),
    }),
  }),
});

export const { useUnsubscribeFromNewsletterMutation } = unsubscribeApi;
