import { uploadUrl } from '../shared/uploads';

import { testimonialsCopy } from './content';
import { youtubeEmbedUrl } from './video-embed';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import { getConfig } from '@/lib/config';
import { mergeInShownOrder } from '@/lib/shown-order';

/** The backend addresses the testimonials page reads; the app also asks for them early, on that page. */
export const TEXT_TESTIMONIALS_PATH = '/admin/pages/text_testimonials.php';
export const VIDEO_TESTIMONIALS_PATH = '/admin/pages/video_testimonials.php';

/** A text testimonial as the page shows it; `imageUrl` is the person's picture on the backend, or null. */
export type TextTestimonial = { id: string; name: string; content: string; imageUrl: string | null };

/** A video testimonial; `embedUrl` is null when its link is not one the page embeds. */
export type VideoTestimonial = {
  id: string;
  name: string;
  description: string;
  videoUrl: string;
  embedUrl: string | null;
};

type Row = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;

function rows(body: unknown, what: string): Row[] {
  if (!Array.isArray(body)) throw new Error(`The ${what} reply is not a list`);
  return body.filter((row): row is Row => typeof row === 'object' && row !== null);
}

/**
 * Reads `text_testimonials.php`, resolving pictures against the backend at `apiBaseUrl`: ids may be numbers
 * or numeric strings; a row without a name or words is left out rather than shown empty. A reply that is not
 * a list is malformed.
 */
export function normalizeTextTestimonials(body: unknown, apiBaseUrl: string): TextTestimonial[] {
  return rows(body, 'text testimonials').flatMap((row) => {
    const id = text(row.id);
    const name = text(row.name);
    const content = text(row.content);
    if (!id || !name || !content) return [];
    return [{ id, name, content, imageUrl: uploadUrl(apiBaseUrl, 'text_testimonials', text(row.image)) }];
  });
}

/** Reads `video_testimonials.php`, turning each link into a privacy-enhanced embed address where it can. */
export function normalizeVideoTestimonials(body: unknown): VideoTestimonial[] {
  return rows(body, 'video testimonials').flatMap((row) => {
    const id = text(row.id);
    const name = text(row.name);
    const videoUrl = text(row.videoUrl) ?? '';
    if (!id || !name) return [];
    return [
      { id, name, description: text(row.description) ?? '', videoUrl, embedUrl: youtubeEmbedUrl(videoUrl) },
    ];
  });
}

export const testimonialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTextTestimonials: build.query<TextTestimonial[], undefined>({
      queryFn: backendCall({
        request: () => TEXT_TESTIMONIALS_PATH,
        failures: { failed: testimonialsCopy.textFailed, malformed: testimonialsCopy.textFailed },
        read: (body) => normalizeTextTestimonials(body, getConfig().apiBaseUrl),
      }),
      merge: mergeInShownOrder,
      providesTags: [{ type: 'TextTestimonial', id: 'LIST' }],
    }),
    getVideoTestimonials: build.query<VideoTestimonial[], undefined>({
      queryFn: backendCall({
        request: () => VIDEO_TESTIMONIALS_PATH,
        failures: { failed: testimonialsCopy.videoFailed, malformed: testimonialsCopy.videoFailed },
        read: normalizeVideoTestimonials,
      }),
      merge: mergeInShownOrder,
      providesTags: [{ type: 'VideoTestimonial', id: 'LIST' }],
    }),
  }),
});

export const { useGetTextTestimonialsQuery, useGetVideoTestimonialsQuery } = testimonialsApi;
