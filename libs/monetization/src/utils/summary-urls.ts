// A recording's summary files, opened by the browser with the session cookie (navigation calls).
import { apiUrl, pathOf, recordingSummaryEndpoints } from '@ruume/contracts';

/** The summary and transcript as Markdown (a download). */
export const summaryMarkdownUrl = (id: string): string =>
  apiUrl(pathOf(recordingSummaryEndpoints.markdown, { id }));

/** The transcript as WebVTT: the player's captions, or a download. */
export const summaryCaptionsUrl = (id: string): string =>
  apiUrl(pathOf(recordingSummaryEndpoints.captions, { id }));
