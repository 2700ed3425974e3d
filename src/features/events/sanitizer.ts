import { loadOnce } from '@/lib/loading/load-once';

/** Turns untrusted HTML into markup that is safe to insert. */
export type HtmlSanitizer = (html: string) => string;

/**
 * Loads DOMPurify on first use (it stays out of the route's chunk until a dialog opens) and returns a
 * sanitizer for event details: plain HTML only (no SVG or MathML), no scripts, styles, frames, embeds or
 * event handlers, no javascript: links, and every link opening in a new tab without an opener. A failed chunk
 * load may succeed on the next open.
 */
export const loadEventHtmlSanitizer = loadOnce((): Promise<HtmlSanitizer> =>
  import(/* webpackChunkName: "dompurify" */ 'dompurify').then(({ default: DOMPurify }) => {
    // A private instance, so this hook never changes how another feature's sanitizer behaves.
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) =>
      purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'link', 'meta'],
        FORBID_ATTR: ['style'],
      });
  }),
);
