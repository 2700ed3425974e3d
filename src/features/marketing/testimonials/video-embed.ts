/** A YouTube video id: eleven characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The origin of YouTube's privacy-enhanced player: it sets no cookies until the visitor plays. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The YouTube video id in any common form of link (`youtu.be/ID`, `youtube.com/shorts/ID`,
 * `youtube.com/watch?v=ID`, `youtube.com/embed/ID`, `youtube.com/live/ID`), or null for anything else:
 * another host, another scheme, or an id that is not one.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (
    YOUTUBE_HOSTS.has(host) ||
    host === 'www.youtube-nocookie.com' ||
    host === 'youtube-nocookie.com'
  ) {
    const [kind, id] = segments;
    if (kind === 'watch' && segments.length === 1) candidate = url.searchParams.get('v');
    else if ((kind === 'shorts' || kind === 'embed' || kind === 'live') && segments.length === 2) {
      candidate = id;
    }
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced embed address for a YouTube link, or null when the link is not one to embed. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `${EMBED_ORIGIN}/embed/${id}` : null;
}

/** The address the frame loads once the visitor has pressed play: it starts at once and reports its state. */
export function playingEmbedUrl(embedUrl: string): string {
  return `${embedUrl}?autoplay=1&playsinline=1&rel=0&enablejsapi=1`;
}
