// The schemas the endpoint definitions pick from. Only ever imported lazily (endpoint.schemas()),
// so zod and these schemas load with the first call that parses, never with a landing page.
import { z } from 'zod';

/** The answer of a 204 call. */
export const noContent = z.undefined();

export {
  adminRoleUpdateRequestSchema,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
} from '../admin/admin';
export {
  authProvidersSchema,
  extensionTokenSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../auth/auth-requests';
export {
  idParamsSchema,
  tokenSchema,
  urlResponseSchema,
} from '../common/fields';
export {
  createMeetingRequestSchema,
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
  roomEntrySchema,
  roomIdParamsSchema,
} from '../meeting/meeting';
export {
  confirmInvitationRequestSchema,
  invitationConfirmationSchema,
  inviteRequestSchema,
  meetingInvitationListSchema,
} from '../meeting/invitation';
export {
  checkoutSessionRequestSchema,
  downgradeRequestSchema,
  freeTrialSessionRequestSchema,
  portalSessionRequestSchema,
  stripeAccountRequestSchema,
} from '../payment/payment-requests';
export {
  connectedPaymentAccountSchema,
  monetizedProductsSchema,
} from '../payment/connected-account';
export {
  paymentMethodListSchema,
  paymentMethodSchema,
} from '../payment/payment-method';
export { subscriptionSchema } from '../payment/subscription';
export {
  planChangeRequestSchema,
  planChangeSchema,
} from '../payment/plan-change';
export { tierPlanListSchema } from '../payment/tier-plan';
export {
  recordingListSchema,
  recordingSchema,
  presignedUrlRequestSchema,
  presignedUrlResponseSchema,
  recordingIdParamsSchema,
  recordingUpdateRequestSchema,
  recordingUploadFieldsSchema,
} from '../recording/recording';
export {
  recordingJobListSchema,
  recordingJobParamsSchema,
} from '../recording/recording-job';
export {
  recordingSummaryParamsSchema,
  recordingSummarySchema,
} from '../recording/recording-summary';
export {
  recordingSearchQuerySchema,
  recordingSearchResultSchema,
} from '../recording/recording-search';
export {
  joinRoomRequestSchema,
  roomCheckoutRequestSchema,
  roomParamsSchema,
  roomStatusSchema,
  roomTicketSchema,
} from '../room/room';
export { creatorSalesListSchema } from '../sales/sales';
export { listPageQuerySchema } from '../common/list-page';
export {
  accessResultSchema,
  checkAccessRequestSchema,
  checkMonetizedRequestSchema,
  downloadTokenParamsSchema,
  monetizationCheckSchema,
  recordingCheckoutSessionRequestSchema,
  shareIdParamsSchema,
} from '../share/share';
export {
  shareMeetingUrlRequestSchema,
  templateCategoryListSchema,
  templateFieldsSchema,
  templateIdParamsSchema,
  templateListSchema,
  templateSchema,
} from '../template/template';
export {
  emailUpdateConfirmQuerySchema,
  emailUpdateRequestSchema,
  passwordChangeRequestSchema,
  passwordCreateRequestSchema,
} from '../user/account-security';
export { currentUserSchema } from '../user/current-user';
export { profileUpdateSchema } from '../user/profile';
