// Our api's error codes, each with its status and default message: zod-free, so the landing
// pages (sign-in's error texts) can read them without the schema library.
import { meetingErrorMessages } from '../meeting/meeting-error-messages';
import { messages } from '../messages';
import { paymentErrorMessages } from '../payment/payment-error-messages';
import { roomErrorMessages } from '../room/room-error-messages';
import { recordingErrorMessages } from '../recording/recording-error-messages';
import { templateErrorMessages } from '../template/template-error-messages';

/** Error codes of our own api, each with its status and default message. */
export const API_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'the request is invalid' },
  UNAUTHORIZED: { status: 401, message: 'please sign in' },
  FORBIDDEN: { status: 403, message: 'you are not allowed to do this' },
  XSRF_TOKEN_MISMATCH: {
    status: 403,
    message: 'your session check failed; please reload the page',
  },
  NOT_FOUND: { status: 404, message: 'not found' },
  CONFLICT: { status: 409, message: 'this conflicts with existing data' },
  /** Verification and reset links past their lifetime (the /auth/reset-password/expire page). */
  LINK_EXPIRED: { status: 410, message: 'this link has expired' },
  /** An admin blocking their own account. */
  CANNOT_BLOCK_SELF: {
    status: 409,
    message: 'you cannot block your own account.',
  },
  /** An admin taking away their own admin role. */
  CANNOT_DEMOTE_SELF: {
    status: 409,
    message: 'you cannot remove your own admin role.',
  },
  /** Deleting the only admin account. */
  LAST_ADMIN: {
    status: 409,
    message:
      'this is the last admin account: make someone else an admin before deleting it.',
  },
  /** An account id that matches no account (deleted, or never existed). */
  ACCOUNT_NOT_FOUND: { status: 404, message: 'this account does not exist.' },
  /** Sign-in with a wrong email or password (or an account that has none). */
  INVALID_CREDENTIALS: { status: 401, message: 'incorrect email or password' },
  /** Sign-in before the registration link was opened. */
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'please verify your email address first: open the link we sent you, or ask for a new one.',
  },
  /** Sign-in to a blocked account (an open session answers 437 USER_BLOCK instead). */
  ACCOUNT_BLOCKED: {
    status: 403,
    message:
      'your account has been blocked. contact support if you think this is a mistake.',
  },
  /** Password change with a wrong current password. */
  INCORRECT_PASSWORD: { status: 400, message: 'current password is incorrect' },
  /** Password change or email change by a social sign-in user who has no password yet. */
  PASSWORD_NOT_SET: {
    status: 409,
    message: 'you signed in with google: please create a password first.',
  },
  /** Password creation (PUT user {password}) when the account already has one. */
  PASSWORD_ALREADY_SET: {
    status: 409,
    message: 'your account already has a password; change it instead.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'the upload is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'this file type is not supported',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'too many attempts. please wait a minute and try again.',
  },
  MEETING_LIMIT_REACHED: { status: 429, message: messages.meetingLimitText },
  /** Checkout with a price that is not one of the tier plans' (SPEC §7). */
  PRICE_NOT_FOUND: { status: 400, message: paymentErrorMessages.priceNotFound },
  /** Checkout or trial while a paid plan is live. */
  ALREADY_SUBSCRIBED: {
    status: 409,
    message: paymentErrorMessages.alreadySubscribed,
  },
  FREE_TRIAL_UNAVAILABLE: {
    status: 409,
    message: paymentErrorMessages.freeTrialUnavailable,
  },
  /** Downgrade without a live paid plan, or with another subscription than the live one. */
  NO_SUBSCRIPTION: {
    status: 409,
    message: paymentErrorMessages.noSubscription,
  },
  /** A plan change to the price the subscription already has. */
  SAME_PLAN: { status: 409, message: paymentErrorMessages.samePlan },
  /** A plan change while trialing or past due (or once the plan is over). */
  PLAN_CHANGE_NOT_ACTIVE: {
    status: 409,
    message: paymentErrorMessages.planChangeNotActive,
  },
  /** Business to a smaller tier goes through support, like cancelling (SPEC §6). */
  PLAN_CHANGE_VIA_SUPPORT: {
    status: 409,
    message: paymentErrorMessages.planChangeViaSupport,
  },
  /** The prorated charge of a plan change was declined: nothing changed. */
  PLAN_CHANGE_DECLINED: {
    status: 402,
    message: paymentErrorMessages.planChangeDeclined,
  },
  SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    message: paymentErrorMessages.subscriptionNotFound,
  },
  /** Business plans are cancelled by support (SPEC §4, §6). */
  CANCEL_VIA_SUPPORT: {
    status: 409,
    message: paymentErrorMessages.businessCancelViaSupport,
  },
  /** Onboarding or disconnecting before a payments account was created. */
  NO_PAYMENT_ACCOUNT: {
    status: 409,
    message: paymentErrorMessages.noPaymentAccount,
  },
  /** A payment provider's webhook whose signature does not verify. */
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    message: paymentErrorMessages.webhookSignatureInvalid,
  },
  /** The payment provider did not answer or refused unexpectedly. */
  PAYMENTS_UNAVAILABLE: {
    status: 503,
    message: paymentErrorMessages.paymentsUnavailable,
  },
  /** An unknown recording or share id, or another creator's recording. */
  RECORDING_NOT_FOUND: {
    status: 404,
    message: recordingErrorMessages.recordingNotFound,
  },
  /** An upload whose content is not a video (checked by its bytes, not its name). */
  NOT_A_VIDEO: { status: 415, message: recordingErrorMessages.notAVideo },
  EMPTY_FILE: { status: 400, message: recordingErrorMessages.emptyFile },
  /** The upload would take the creator past their tier's recording storage. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    message: recordingErrorMessages.storageQuotaExceeded,
  },
  /** A tier without recording storage (house). */
  STORAGE_NOT_IN_PLAN: {
    status: 403,
    message: recordingErrorMessages.storageNotInPlan,
  },
  /** A price or donation without an onboarded payments account. */
  MONETIZATION_NEEDS_ACCOUNT: {
    status: 409,
    message: recordingErrorMessages.monetizationNeedsAccount,
  },
  /** A transcript and summary on a tier without "ai summary" (SPEC §6: house). */
  AI_SUMMARY_NOT_IN_PLAN: {
    status: 403,
    message: recordingErrorMessages.aiSummaryNotInPlan,
  },
  /** A price or donation on a tier without monetised files (SPEC §6: house). */
  MONETIZATION_NOT_IN_PLAN: {
    status: 403,
    message: recordingErrorMessages.monetizationNotInPlan,
  },
  /** The free download of a recording that has a price. */
  RECORDING_NOT_FREE: { status: 403, message: recordingErrorMessages.notFree },
  DONATIONS_OFF: { status: 409, message: recordingErrorMessages.donationsOff },
  NOT_FOR_SALE: { status: 409, message: recordingErrorMessages.notForSale },
  /**
   * A purchase or donation while the creator has no onboarded payments account, or is on a tier
   * without a file-sales earnings share (SPEC §9: house).
   */
  CREATOR_CANNOT_BE_PAID: {
    status: 409,
    message: recordingErrorMessages.creatorCannotBePaid,
  },
  /** A checkout's download link before its payment is recorded (the provider's event not in yet). */
  PAYMENT_NOT_RECEIVED: {
    status: 402,
    message: recordingErrorMessages.paymentNotReceived,
  },
  /** A paid-download token that is forged, expired, or for another recording. */
  DOWNLOAD_LINK_INVALID: {
    status: 403,
    message: recordingErrorMessages.downloadLinkInvalid,
  },
  /** An unknown meeting id, or another host's (owner-only: nothing hints it exists). */
  MEETING_NOT_FOUND: {
    status: 404,
    message: meetingErrorMessages.meetingNotFound,
  },
  /** The public room entry (GET meeting/{roomId}) of a room that does not exist. */
  ROOM_NOT_FOUND: { status: 404, message: meetingErrorMessages.roomNotFound },
  /** A template that is neither the host's own nor a stock one. */
  TEMPLATE_NOT_FOUND: {
    status: 404,
    message: meetingErrorMessages.templateNotFound,
  },
  /** A custom room id another meeting already has. */
  ROOM_ID_TAKEN: { status: 409, message: meetingErrorMessages.roomIdTaken },
  MEETING_NOT_SCHEDULED: {
    status: 409,
    message: meetingErrorMessages.meetingNotScheduled,
  },
  /** Inviting people to a scheduled meeting that is already over. */
  MEETING_ENDED: { status: 409, message: meetingErrorMessages.meetingEnded },
  /** Invitations per host and rolling 24 hours (MEETING_INVITATIONS_PER_24_HOURS). */
  INVITATION_LIMIT_REACHED: {
    status: 429,
    message: meetingErrorMessages.invitationLimitReached,
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    message: meetingErrorMessages.invitationNotFound,
  },
  INVITATION_EXPIRED: {
    status: 410,
    message: meetingErrorMessages.invitationExpired,
  },
  /** Changing or deleting one of the seeded stock templates. */
  STOCK_TEMPLATE_READ_ONLY: {
    status: 403,
    message: templateErrorMessages.stockTemplateReadOnly,
  },
  /** Template media that is not a png/jpeg/webp/gif image or an mp4/webm video, by its bytes. */
  NOT_TEMPLATE_MEDIA: {
    status: 415,
    message: templateErrorMessages.notTemplateMedia,
  },
  /** Template media whose content is the other kind than its mediaType says. */
  MEDIA_TYPE_MISMATCH: {
    status: 400,
    message: templateErrorMessages.mediaIsVideo,
  },
  /** A file or YouTube background on a tier without custom backgrounds (SPEC §6: house). */
  BACKGROUNDS_NOT_IN_PLAN: {
    status: 403,
    message: templateErrorMessages.backgroundsNotInPlan,
  },
  /** More embedded links than the tier allows (SPEC §6). */
  EMBEDDED_LINKS_LIMIT: {
    status: 403,
    message: templateErrorMessages.embeddedLinksNotInPlan,
  },
  /** An audience fee on a tier without audience mode (SPEC §6). */
  AUDIENCE_NOT_IN_PLAN: {
    status: 403,
    message: templateErrorMessages.audienceNotInPlan,
  },
  /** The live room's join call. A room with a password, joined without it. */
  ROOM_PASSWORD_REQUIRED: {
    status: 401,
    message: roomErrorMessages.passwordRequired,
  },
  ROOM_PASSWORD_WRONG: {
    status: 403,
    message: roomErrorMessages.passwordWrong,
  },
  /** The host's tier cap of people in the room at once (SPEC §6). */
  ROOM_FULL: { status: 409, message: roomErrorMessages.roomFull },
  ROOM_LOCKED: { status: 423, message: roomErrorMessages.roomLocked },
  ROOM_AUDIENCE_FULL: { status: 409, message: roomErrorMessages.audienceFull },
  ROOM_AUDIENCE_CLOSED: {
    status: 409,
    message: roomErrorMessages.audienceClosed,
  },
  ROOM_AUDIENCE_UNAVAILABLE: {
    status: 409,
    message: roomErrorMessages.audienceUnavailable,
  },
  /** Watching before the audience fee was paid with that email. */
  ROOM_AUDIENCE_PAYMENT_REQUIRED: {
    status: 402,
    message: roomErrorMessages.audiencePaymentRequired,
  },
  /** A paid room joined by someone who has not paid its entry fee with that email. */
  ROOM_PAYMENT_REQUIRED: {
    status: 402,
    message: roomErrorMessages.paymentRequired,
  },
  /** A payer's email typed in the lobby: confirm it with the code just mailed to it. */
  ROOM_ENTRY_CODE_REQUIRED: {
    status: 403,
    message: roomErrorMessages.entryCodeSent,
  },
  ROOM_ENTRY_CODE_WRONG: {
    status: 403,
    message: roomErrorMessages.entryCodeWrong,
  },
  /** A re-entry link (the receipt's, the checkout's) of another room, forged or expired. */
  ROOM_ENTRY_LINK_INVALID: {
    status: 403,
    message: roomErrorMessages.entryLinkInvalid,
  },
  /** Someone the host removed from this meeting, joining again. */
  ROOM_REMOVED: { status: 403, message: roomErrorMessages.removed },
  INTERNAL_ERROR: { status: 500, message: messages.somethingWentWrong },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'the service is temporarily unavailable; please try again later',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' &&
  Object.prototype.hasOwnProperty.call(API_ERRORS, value);

/** Builds the body the api sends for a code, with its default message unless given one. */
export const apiErrorBody = (
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
): { error: ApiErrorCode; message: string } => ({
  error: code,
  message,
});
