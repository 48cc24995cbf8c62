// The meeting's summary from one chat completion with structured output: the model is held to
// the summary's JSON schema, and its answer is checked against the same schema here (a server
// that ignores response_format must not get a malformed summary through).
import type { FastifyBaseLogger } from 'fastify';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import {
  meetingSummarySchema,
  type MeetingSummary,
  type TranscriptSegment,
} from '@ruume/contracts';
import type { AiWork } from '../ai-engine';
import { SUMMARY_INSTRUCTIONS, transcriptText } from './summary-prompt';

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

const responseFormat = zodResponseFormat(
  meetingSummarySchema,
  'meeting_summary',
);

/** A silent recording's summary: nothing to send, and nothing for a model to make up. */
export const emptySummary = (): MeetingSummary => ({
  overview: '',
  keyPoints: [],
  decisions: [],
  actionItems: [],
});

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
  const summary = parseSummary(choice);
  onProgress?.(100);
  return summary;
}

/** The choice's content as a MeetingSummary, or a SummaryAnswerError saying what was wrong. */
export function parseSummary(
  choice: OpenAI.Chat.ChatCompletion.Choice | undefined,
): MeetingSummary {
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
  const parsed = meetingSummarySchema.safeParse(json);
  if (!parsed.success) {
    // Paths and expectations only: the issues' messages never quote the values.
    throw new SummaryAnswerError(
      z.prettifyError(parsed.error).replace(/\n/g, ' '),
    );
  }
  return parsed.data;
}
