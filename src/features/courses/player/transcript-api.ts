import { parseWebVtt } from './transcript-cues';
import type { TranscriptCue } from './transcript-cues';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';

const transcriptFailureCopy = { failed: 'The transcript could not be loaded.' };

function readTranscript(body: unknown): TranscriptCue[] {
  if (typeof body !== 'string') throw new Error('transcript is not text');
  return parseWebVtt(body);
}

/** The lesson's transcript, with the transcript's own code (it loads when the transcript opens). */
export const transcriptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A lesson's transcript: the cues of its captions file, which the site itself serves. */
    getTranscript: build.query<TranscriptCue[], string>({
      queryFn: backendCall({
        // An absolute address: the base query would otherwise put the backend's origin in front.
        request: (captionsPath: string) => ({
          url: new URL(captionsPath, window.location.origin).href,
          responseHandler: 'text',
        }),
        failures: transcriptFailureCopy,
        read: readTranscript,
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetTranscriptQuery } = transcriptApi;
