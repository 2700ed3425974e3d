/**
 * The newsletter's welcome e-mail, sent through the e-mail service's REST call (EmailJS's
 * `POST /api/v1.0/email/send`, docs/api.md) once the subscription is stored: a service that fails or does not
 * answer loses no subscription, it is logged. The message carries the one-click unsubscribe link, and the
 * template gets the `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058) as parameters, which
 * the service's template puts on the message.
 */

/** How the backend reaches the e-mail service. */
export interface EmailSettings {
  /** The service's origin (EmailJS in production); unset: this server's own, where the local stack mounts the stand-in. */
  origin?: string;
  /** The account's public key (EmailJS `user_id`). */
  publicKey: string;
  serviceId: string;
  /** The template of the newsletter's welcome e-mail. */
  welcomeTemplateId: string;
  /** EmailJS's private key, for calls from a server when the account requires it. */
  accessToken?: string;
}

/** The longest wait for the e-mail service, in milliseconds. */
export const EMAIL_TIMEOUT_MS = 8000;

export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

/** One call to the e-mail service: its status and text. */
export type EmailTransport = (request: {
  path: string;
  body: string;
  signal: AbortSignal;
}) => Promise<{ status: number; text: string }>;

/** The addresses a welcome e-mail names for one subscription's token. */
export function unsubscribeLinks(token: string, origins: { siteOrigin: string; apiOrigin: string }) {
  const query = `token=${encodeURIComponent(token)}`;
  const page = `${origins.siteOrigin}/newsletter/unsubscribe?${query}`;
  const oneClick = `${origins.apiOrigin}/api/newsletter/unsubscribe?${query}`;
  return {
    /** The page the e-mail's link opens: it asks before it unsubscribes (a link followed ends nothing). */
    page,
    /** Where a mail client posts `List-Unsubscribe=One-Click` (RFC 8058). */
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface WelcomeMailer {
  /** Sends the welcome e-mail in the background; its failure is logged, never thrown. */
  send: (to: string, token: string) => void;
  /** Resolves once every e-mail started has been answered or has failed (a close waits for them). */
  settled: () => Promise<void>;
}

/** The welcome e-mail's sender. */
export function welcomeMailer(options: {
  settings: EmailSettings;
  origins: { siteOrigin: string; apiOrigin: string };
  transport: EmailTransport;
  warn: (message: string) => void;
  timeoutMs?: number;
}): WelcomeMailer {
  const { settings, origins, transport, warn } = options;
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, token: string): Promise<void> {
    const links = unsubscribeLinks(token, origins);
    const body = JSON.stringify({
      lib_version: 'backend',
      user_id: settings.publicKey,
      service_id: settings.serviceId,
      template_id: settings.welcomeTemplateId,
      ...(settings.accessToken ? { accessToken: settings.accessToken } : {}),
      template_params: {
        to_email: to,
        unsubscribe_url: links.page,
        list_unsubscribe: links.headers['List-Unsubscribe'],
        list_unsubscribe_post: links.headers['List-Unsubscribe-Post'],
      },
    });
    const answer = await transport({
      path: EMAIL_SEND_PATH,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? EMAIL_TIMEOUT_MS),
    });
    if (answer.status !== 200)
      throw new Error(`the e-mail service answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }

  return {
    send(to, token) {
      const sent: Promise<void> = deliver(to, token)
        .catch((error: unknown) =>
          warn(`welcome e-mail not sent: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
