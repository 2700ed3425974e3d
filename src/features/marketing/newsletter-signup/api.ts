import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

/** What the backend answers a subscription with: a message to show as it is. */
export type NewsletterReply = { message: string };

/** The spec's words for a subscription the backend did not accept, whatever the body said. */
export const NEWSLETTER_FAILED = 'Network response was not ok';

/** Reads the subscription reply; a reply without a message string is not one the page can show. */
export function normalizeNewsletterReply(body: unknown): NewsletterReply {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') {
    throw new Error('The newsletter service sent an unexpected reply');
  }
  return { message };
}

export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterReply, { email: string }>({
      queryFn: backendCall({
        request: ({ email }: { email: string }) => {
          const body = new FormData();
          body.append('email', email);
          return { url: '/subscribe.php', method: 'POST', body };
        },
        failures: { failed: NEWSLETTER_FAILED, malformed: 'The newsletter service sent an unexpected reply' },
        read: normalizeNewsletterReply,
      }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = marketingApi;
