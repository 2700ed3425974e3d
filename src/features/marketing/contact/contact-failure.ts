import { classifyFailure } from '@/lib/api-error';
import { isChunkLoadError } from '@/lib/loading/chunk-load';
import { site } from '@/lib/site';

/**
 * What went wrong with a contact message, in words that help the visitor. The EmailJS SDK fails in a few
 * ways: it rejects with `{ status, text }` (its own 451/403/429 checks, or the service's non-OK answer),
 * throws a plain string when a key or id is missing, and lets fetch's TypeError through when there is no
 * network. The SDK itself loads when the visitor starts on the form: if its code could not be fetched
 * (a chunk load error), the connection failed before the service was tried. Anything else goes
 * through the site's one failure mapping.
 */
export function contactFailureDetail(cause: unknown): string {
  const writeDirectly = `You can also write to us at ${site.email} or call ${site.phones[0]}.`;
  const unreachable =
    'We could not reach the e-mail service. Please check your internet connection and try again.';
  if (isChunkLoadError(cause)) return unreachable;
  if (typeof cause === 'string') {
    if (
      /public key is required/i.test(cause) ||
      /service ID is required/i.test(cause) ||
      /template ID is required/i.test(cause)
    ) {
      const missing = /public key/i.test(cause)
        ? 'public key'
        : /service ID/i.test(cause)
          ? 'service ID'
          : 'template ID';
      return `The contact form is not set up completely on our side (its e-mail ${missing} is missing), so nothing was sent. ${writeDirectly}`;
    }
    return `The message could not be prepared for sending. ${writeDirectly}`;
  }
  const status =
    typeof cause === 'object' && cause !== null && 'status' in cause && typeof cause.status === 'number'
      ? cause.status
      : undefined;
  switch (status) {
    case 0:
      return unreachable;
    case 451:
      return `The e-mail service does not accept messages from automated or headless browsers. Please send the form from a regular browser. ${writeDirectly}`;
    case 403:
      return `The e-mail service blocked this message. ${writeDirectly}`;
    case 429:
      return 'Too many messages were sent from here in a short time. Please wait a minute, then try again.';
    case 400:
      return `The e-mail service did not accept the form’s settings, so nothing was sent. ${writeDirectly}`;
    default:
      break;
  }
  const failure = classifyFailure(cause);
  if (failure.kind === 'network') return unreachable;
  if (failure.kind === 'status' && failure.status >= 500) {
    return `The e-mail service is having trouble right now. Please try again in a few minutes. ${writeDirectly}`;
  }
  return `Something unexpected went wrong while sending. ${writeDirectly}`;
}
