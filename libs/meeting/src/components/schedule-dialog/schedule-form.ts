// The schedule dialog's fields and their checks: the contracts' request schema and the
// time-dependent schedule rules, each issue put under the field the host can fix.
import { z } from 'zod';
import {
  createMeetingRequestSchema,
  roomsMessages as text,
  scheduleProblem,
  type CreateMeetingRequest,
} from '@ruume/contracts';
import { zonedTimeToIso } from '@ruume/ui-kit';

/** 'schedule': a meeting with a time; 'personal': a room at an address of the host's choosing. */
export type ScheduleMode = 'schedule' | 'personal';

export interface ScheduleFormValues {
  templateId: string;
  /** '2025-12-03' in `timezone`. */
  date: string;
  /** '15:00' in `timezone`. */
  startTime: string;
  /** Minutes, as the select gives them. */
  duration: string;
  timezone: string;
  customRoomId: string;
}

export type ScheduleField = keyof ScheduleFormValues;

/** The form field a request field's problem belongs to. */
/** The form's fields, as a server error may name them. */
export const scheduleFields = [
  'templateId',
  'date',
  'startTime',
  'duration',
  'timezone',
  'customRoomId',
] as const satisfies readonly ScheduleField[];

export const formFieldOf: Record<string, ScheduleField> = {
  templateId: 'templateId',
  scheduledStartTime: 'startTime',
  scheduledEndTime: 'duration',
  customRoomId: 'customRoomId',
  timezone: 'timezone',
};

/**
 * The POST meeting/room body the values stand for (unchecked). Scheduled and personal rooms take
 * their template's entry fee (the room's own fee is the start-a-room picker's).
 */
export function requestOf(
  values: ScheduleFormValues,
  mode: ScheduleMode,
): Record<
  Exclude<keyof CreateMeetingRequest, 'monetizationDetail'>,
  string | null
> {
  const start =
    mode === 'schedule'
      ? zonedTimeToIso(values.date, values.startTime, values.timezone)
      : null;
  const end = start
    ? new Date(
        Date.parse(start) + Number(values.duration) * 60 * 1000,
      ).toISOString()
    : null;
  return {
    templateId: values.templateId,
    scheduledStartTime: start,
    scheduledEndTime: end,
    customRoomId: values.customRoomId.trim() || null,
    timezone: start ? values.timezone : null,
  };
}

/**
 * The values, checked; parse() gives the request to send. `now` is read at each check, so a
 * dialog left open past the start time still refuses it.
 */
export const scheduleFormSchema = (
  mode: ScheduleMode,
  now: () => number = Date.now,
) =>
  z
    .object({
      templateId: z.string(),
      date: z.string(),
      startTime: z.string(),
      duration: z.string(),
      timezone: z.string(),
      customRoomId: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: ScheduleField, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (mode === 'schedule') {
        if (!values.date) issue('date', text.dateRequired);
        if (!values.startTime) issue('startTime', text.startTimeRequired);
        if (!values.date || !values.startTime) return;
      }
      if (mode === 'personal' && !values.customRoomId.trim()) {
        issue('customRoomId', text.customRoomIdRequired);
        return;
      }
      const request = requestOf(values, mode);
      const flagged = new Set<ScheduleField>();
      const parsed = createMeetingRequestSchema.safeParse(request);
      for (const problem of parsed.success ? [] : parsed.error.issues) {
        const field = formFieldOf[String(problem.path[0])] ?? 'date';
        flagged.add(field);
        issue(field, problem.message);
      }
      if (request.scheduledStartTime && request.scheduledEndTime) {
        const problem = scheduleProblem(
          request.scheduledStartTime,
          request.scheduledEndTime,
          now(),
        );
        const field = problem && formFieldOf[problem.path];
        if (problem && field && !flagged.has(field))
          issue(field, problem.message);
      }
    });
