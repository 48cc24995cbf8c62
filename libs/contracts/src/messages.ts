// Every user-facing text of SPEC §5 and §8, verbatim (their casing is the product's), plus
// the few readable validation texts of our own (marked "ours"). One flat object: the name
// says what the text is about.
import { PASSWORD_MAX_LENGTH, PRODUCT_NAME } from './constants';
import { sessionMessages } from './session-messages';
import { shareMessages } from './share/share-messages';

export { sessionMessages, shareMessages };

export const messages = {
  // Generic failures
  somethingWentWrong: 'sorry, something went wrong',
  /** Share page: access check or checkout failure, under the email field. */
  shareSomethingWentWrong: shareMessages.somethingWentWrong,

  // Session (SPEC §8)
  ...sessionMessages,

  // Passwords
  passwordCriteriaNotMet:
    'please make sure the password meets all the criteria',
  passwordMismatch: 'new passwords do not match',
  passwordUpdated: 'password successfully updated',
  passwordRequired: 'please enter a password', // ours
  passwordTooLong: `password must be at most ${PASSWORD_MAX_LENGTH} characters`, // ours

  // Email change
  currentEmailIncorrect: 'current email is incorrect',
  newEmailsMismatch: 'new emails do not match',
  newEmailSameAsCurrent: 'new email is the same as current email',
  emailVerificationSent:
    'a verification email has been sent to the new address on file.',
  emailRequired: 'please enter an email address', // ours
  emailInvalid: 'please enter a valid email address', // ours

  // Avatar
  avatarUploadError: 'upload error; review file. png, jpeg, jpg up to 2mb',
  avatarSelectError: 'error selecting file. please try again later.',
  avatarDeleteError: 'error deleting avatar. please try again later.',
  avatarUpdated: 'your avatar has been updated.',

  // Recordings and fees
  recordingNameRequired: 'Please enter a name for your recording',
  recordingFileRequired: 'Please select a video file',
  recordingUploadFailed: 'Failed to upload recording',
  fileSelectError: 'error selecting file. please try again.',
  feeAmountInvalid: 'please enter an amount using digits and a dot, e.g. 4.99', // ours
  currencyRequired: 'please choose a currency for this amount', // ours

  // Meetings
  meetingLimitTitle: 'meeting limit reached',
  meetingLimitText:
    'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
  kickDefaultReason:
    'Please contact the meeting host if you believe this was a mistake.',

  // Payments and subscription
  stripeAccountDisconnected:
    'stripe account has been successfully disconnected.',
  subscriptionCancelled: (product: string = PRODUCT_NAME) =>
    `your pro ${product} subscription, has been cancelled. you are now on the free plan.`,

  copiedToClipboard: 'copied to clipboard',

  // Shared pieces of every screen (ours)
  copyFailed: 'the link could not be copied. please copy it by hand:', // ours
  loadFailedTitle: 'this could not be loaded', // ours
  tryAgain: 'try again', // ours
  loadMore: 'load more', // ours
  loadingMore: 'loading more…', // ours
  loadMoreFailed: 'the next page could not be loaded', // ours
  cancel: 'cancel', // ours
} as const;
