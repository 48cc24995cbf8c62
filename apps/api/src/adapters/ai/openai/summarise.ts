// The meeting's summary from one chat completion with structured output: the model is held to
// the summary's JSON schema, and its answer is checked against the same schema here (a server
// that ignores response_format must not get a malformed summary through).
import type { FastifyBaseLogger } from 'fastify';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import {
  MAX_HIGHLIGHTS,
  meetingSummarySchema,
  type MeetingSummary,
  type TranscriptSegment,
} from '@ruume/contracts';
import { type AiWork, emptySummary } from '../ai-engine';
import {
  msOfClock,
  SUMMARY_INSTRUCTIONS,
  transcriptText,
} from './summary-prompt';

export interface SummariseSettings {
  client: OpenAI;
  model: string;
  log: FastifyBaseLogger;
  maxTranscriptChars?: number;
}

/** The summary model answered something that is not a summary (said without its content). */
export class SummaryAnswerError extends Error {
  constructor(reason: string) {
    super(`the summary model's answer was not a usable summary: ${reason}`);
    this.name = 'SummaryAnswerError';
  }
}

/** The summary as the model writes it: times as the transcript's lines give them ("mm:ss"). */
export const modelSummarySchema = meetingSummarySchema
  .pick({ overview: true, keyPoints: true, decisions: true, actionItems: true })
  .extend({
    chapters: z.array(
      z.object({ start: z.string(), title: z.string(), line: z.string() }),
    ),
    highlights: z.array(
      z.object({
        start: z.string(),
        speaker: z.string().nullable(),
        text: z.string(),
      }),
    ),
  });
export type ModelSummary = z.infer<typeof modelSummarySchema>;

const responseFormat = zodResponseFormat(modelSummarySchema, 'meeting_summary');

export async function summariseTranscript(
  { client, model, log, maxTranscriptChars }: SummariseSettings,
  segments: readonly TranscriptSegment[],
  { signal, onProgress }: AiWork = {},
): Promise<MeetingSummary> {
  if (segments.length === 0) return emptySummary();
  const transcript = transcriptText(segments, maxTranscriptChars);
  const completion = await client.chat.completions.create(
    {
      model,
      messages: [
        { role: 'system', content: SUMMARY_INSTRUCTIONS },
        { role: 'user', content: `Transcript:\n${transcript.text}` },
      ],
      response_format: responseFormat,
    },
    { signal },
  );
  const choice = completion.choices[0];
  log.info(
    {
      model,
      lines: transcript.lines,
      omittedLines: transcript.omitted,
      finishReason: choice?.finish_reason,
      promptTokens: completion.usage?.prompt_tokens,
      completionTokens: completion.usage?.completion_tokens,
    },
    'summarised',
  );
  const summary = fromModel(
    parseSummary(choice),
    segments[segments.length - 1].endMs,
  );
  onProgress?.(100);
  return summary;
}

/**
 * The model's summary on the recording's timeline: its "mm:ss" times in ms (a time it could not
 * write drops that item; none past the meeting's end), chapters in order from 0, five highlights.
 */
export function fromModel(answer: ModelSummary, endMs: number): MeetingSummary {
  const timed = <T extends { start: string }>(items: T[]) =>
    items
      .map(({ start, ...item }) => ({ ...item, startMs: msOfClock(start) }))
      .filter(
        (item): item is Omit<T, 'start'> & { startMs: number } =>
          item.startMs !== null && item.startMs <= endMs,
      )
      .sort((a, b) => a.startMs - b.startMs);
  const chapters = timed(answer.chapters).map((chapter, i) => ({
    ...chapter,
    startMs: i === 0 ? 0 : chapter.startMs,
  }));
  return {
    ...answer,
    chapters,
    highlights: timed(answer.highlights).slice(0, MAX_HIGHLIGHTS),
  };
}

/** The choice's content as the model's summary, or a SummaryAnswerError saying what was wrong. */
export function parseSummary(
  choice: OpenAI.Chat.ChatCompletion.Choice | undefined,
): ModelSummary {
  if (!choice) throw new SummaryAnswerError('no choice in the answer');
  if (choice.message.refusal) throw new SummaryAnswerError('the model refused');
  if (choice.finish_reason === 'length') {
    throw new SummaryAnswerError('the answer was cut at the output limit');
  }
  let json: unknown;
  try {
    json = JSON.parse(choice.message.content ?? '');
  } catch {
    throw new SummaryAnswerError('the content is not JSON');
  }
  const parsed = modelSummarySchema.safeParse(json);
  if (!parsed.success) {
    // Paths and expectations only: the issues' messages never quote the values.
    throw new SummaryAnswerError(
      z.prettifyError(parsed.error).replace(/\n/g, ' '),
    );
  }
  return parsed.data;
}
