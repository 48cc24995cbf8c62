// Invitations to scheduled meetings (beyond SPEC §7's list): the host invites people
// by email, each gets the invitation with an .ics and a confirm link, the host sees who confirmed.
import { z } from 'zod';
import { emailSchema, isoDateTimeSchema, tokenSchema } from '../common/fields';

/** Addresses one POST meeting/{id}/invitations may carry. */
export const MAX_INVITATIONS_PER_REQUEST = 50;
/** Invitations one host may send in any rolling 24 hours, across their meetings. */
export const MEETING_INVITATIONS_PER_24_HOURS = 200;

/**
 * POST meeting/{id}/invitations. Addresses are trimmed, lower-cased and deduplicated; an
 * address already invited to the meeting is not mailed again.
 */
export const inviteRequestSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'emails must be a list of email addresses' })
    .min(1, 'please enter at least one email address')
    .max(
      MAX_INVITATIONS_PER_REQUEST,
      `at most ${MAX_INVITATIONS_PER_REQUEST} email addresses at a time`,
    )
    .transform((emails) => [...new Set(emails)]),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** One invited person, as the host sees them. */
export const meetingInvitationSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  invitedAt: isoDateTimeSchema,
  /** When they confirmed with their link; null while they have not. */
  confirmedAt: isoDateTimeSchema.nullable(),
});
export type MeetingInvitation = z.infer<typeof meetingInvitationSchema>;
/** GET meeting/{id}/invitations and the POST's answer: everyone invited, in invitation order. */
export const meetingInvitationListSchema = z.array(meetingInvitationSchema);

/** POST invitation/confirm: the token of the mailed link /invitation/confirm?token=…. */
export const confirmInvitationRequestSchema = z.object({
  token: tokenSchema('token'),
});
export type ConfirmInvitationRequest = z.infer<
  typeof confirmInvitationRequestSchema
>;

/** What the confirmation page shows: the meeting the invitee will attend. */
export const invitationConfirmationSchema = z.object({
  email: z.string(),
  meeting: z.object({
    roomId: z.string().min(1),
    name: z.string(),
    scheduledStartTime: isoDateTimeSchema,
    scheduledEndTime: isoDateTimeSchema,
    timezone: z.string(),
  }),
  confirmedAt: isoDateTimeSchema,
});
export type InvitationConfirmation = z.infer<
  typeof invitationConfirmationSchema
>;
