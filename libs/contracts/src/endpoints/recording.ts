// SPEC §7 Recording calls, and the public downloads behind share links.
import { endpointsOf } from './endpoint';

const { call, upload, navigation } = endpointsOf(() => import('./schemas'));

export const recordingEndpoints = {
  /**
   * The caller's recordings, newest first; `?cursor=&limit=` pages through them (beyond SPEC:
   * the first page without them), the next page's cursor in the x-next-cursor header.
   */
  list: call('GET', '/meeting-recording/list', (s) => ({
    query: s.listPageQuerySchema,
    response: s.recordingListSchema,
  })),
  /** Multipart name, file, monetizationSetting JSON. */
  upload: upload('POST', '/meeting-recording', (s) => ({
    body: s.recordingUploadFieldsSchema,
    response: s.recordingSchema,
  })),
  update: call('PUT', '/meeting-recording/:id', (s) => ({
    params: s.recordingIdParamsSchema,
    body: s.recordingUpdateRequestSchema,
    response: s.recordingSchema,
  })),
  delete: call('DELETE', '/meeting-recording/:id', (s) => ({
    params: s.recordingIdParamsSchema,
    response: s.noContent,
  })),
  /**
   * Beyond SPEC: the caller's recordings whose name, transcript or summary holds the words
   * (docs/ai-summary.md, "Search"), best first.
   */
  search: call('GET', '/meeting-recording/search', (s) => ({
    query: s.recordingSearchQuerySchema,
    response: s.recordingSearchResultSchema,
  })),
  presignedUrl: call('POST', '/meeting-recording/presigned-url', (s) => ({
    body: s.presignedUrlRequestSchema,
    response: s.presignedUrlResponseSchema,
  })),
  download: navigation('GET', '/meeting-recording/download/:shareId', (s) => ({
    params: s.shareIdParamsSchema,
    response: s.noContent,
  })),
};

export const downloadEndpoints = {
  /** A free shared recording. */
  free: navigation('GET', '/download/public/free/:shareId', (s) => ({
    params: s.shareIdParamsSchema,
    response: s.noContent,
  })),
  /** A paid recording, with the token from check-access. */
  paid: navigation('GET', '/download/public/paid/:token', (s) => ({
    params: s.downloadTokenParamsSchema,
    response: s.noContent,
  })),
};

/** Beyond SPEC: meeting recordings on their way into the library (docs/recording.md). */
export const recordingJobEndpoints = {
  /** Beyond SPEC: the caller's meeting recordings still recording, composing or failed. */
  list: call('GET', '/meeting-recording/processing', (s) => ({
    response: s.recordingJobListSchema,
  })),
  /** Dismisses a failed one (what it recorded is deleted). */
  dismiss: call('DELETE', '/meeting-recording/processing/:id', (s) => ({
    params: s.recordingJobParamsSchema,
    response: s.noContent,
  })),
};

/** Beyond SPEC: a recording's transcript and AI summary (docs/ai-summary.md). */
export const recordingSummaryEndpoints = {
  get: call('GET', '/meeting-recording/:id/summary', (s) => ({
    params: s.recordingSummaryParamsSchema,
    response: s.recordingSummarySchema,
  })),
  /** Makes it again (or for the first time); answers it queued. */
  regenerate: call('POST', '/meeting-recording/:id/summary', (s) => ({
    params: s.recordingSummaryParamsSchema,
    response: s.recordingSummarySchema,
  })),
  /** The summary and transcript as a Markdown file. */
  markdown: navigation('GET', '/meeting-recording/:id/summary.md', (s) => ({
    params: s.recordingSummaryParamsSchema,
    response: s.noContent,
  })),
  /** The transcript as WebVTT captions (a player's <track>). */
  captions: navigation('GET', '/meeting-recording/:id/captions.vtt', (s) => ({
    params: s.recordingSummaryParamsSchema,
    response: s.noContent,
  })),
};
