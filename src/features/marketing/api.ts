import { appError } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

/** What the backend answers a subscription with: a message to show as it is. */
export type NewsletterReply = { message: string };

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
      async queryFn({ email }, _api, _extra, baseQuery) {
        const body = new FormData();
        body.append('email', email);
        const result = await baseQuery({ url: '/subscribe.php', method: 'POST', body });
        if (result.error) {
          // The spec's wording for any non-OK answer; network failures keep their own message.
          return typeof result.error.status === 'number'
            ? { error: appError('Network response was not ok') }
            : { error: result.error };
        }
        try {
          return { data: normalizeNewsletterReply(result.data) };
        } catch (error) {
          return { error: appError((error as Error).message) };
        }
      },
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = marketingApi;
