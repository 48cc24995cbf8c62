// The AI behind recordings' transcripts and summaries (docs/ai-summary.md): offline on this
// server by default (pocketsphinx and an extractive summary), or any OpenAI-compatible endpoint
// when AI_BASE_URL is set. Transcript text is never logged.
import type { MeetingSummary, TranscriptSegment } from '@ruume/contracts';

/** One speaker's audio (or the whole recording's), placed on the recording's timeline. */
export interface SpeakerAudio {
  /** Any audio ffmpeg reads (Opus, WAV, the MP4 itself). */
  path: string;
  /** Their name; null when the recording does not know who speaks. */
  speaker: string | null;
  /** Where this audio starts in the recording. */
  offsetMs: number;
}

export interface AiWork {
  signal?: AbortSignal;
  /** 0–100 of the work done. */
  onProgress?(percent: number): void;
}

export interface Transcriber {
  /** Every speaker's lines, merged in time order. */
  transcribe(
    audio: SpeakerAudio[],
    work?: AiWork,
  ): Promise<TranscriptSegment[]>;
}

export interface Summariser {
  summarise(
    transcript: TranscriptSegment[],
    work?: AiWork,
  ): Promise<MeetingSummary>;
}

/** A silent recording's summary: nothing said, nothing for any engine to make up. */
export const emptySummary = (): MeetingSummary => ({
  overview: '',
  keyPoints: [],
  decisions: [],
  actionItems: [],
  chapters: [],
  highlights: [],
});

export interface AiEngine {
  name: 'offline' | 'openai';
  transcriber: Transcriber;
  summariser: Summariser;
}
