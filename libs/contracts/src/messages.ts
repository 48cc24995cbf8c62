// Every user-facing text of SPEC §5 and §8, kept verbatim (their casing is the product's),
// plus the few readable validation texts of our own (marked "ours").
import { PASSWORD_MAX_LENGTH, PRODUCT_NAME } from './constants';

export const messages = {
  common: {
    somethingWentWrong: 'sorry, something went wrong',
  },
  auth: {
    authenticationFailed: 'Authentication failed',
    userNotAuthenticated: 'User not authenticated',
  },
  password: {
    criteriaNotMet: 'please make sure the password meets all the criteria',
    mismatch: 'new passwords do not match',
    updated: 'password successfully updated',
    required: 'please enter a password', // ours
    tooLong: `password must be at most ${PASSWORD_MAX_LENGTH} characters`, // ours
  },
  email: {
    currentIncorrect: 'current email is incorrect',
    mismatch: 'new emails do not match',
    sameAsCurrent: 'new email is the same as current email',
    verificationSent: 'a verification email has been sent to the new address on file.',
    required: 'please enter an email address', // ours
    invalid: 'please enter a valid email address', // ours
  },
  avatar: {
    uploadError: 'upload error; review file. png, jpeg, jpg up to 2mb',
    selectError: 'error selecting file. please try again later.',
    deleteError: 'error deleting avatar. please try again later.',
    updated: 'your avatar has been updated.',
  },
  recording: {
    nameRequired: 'Please enter a name for your recording',
    fileRequired: 'Please select a video file',
    uploadFailed: 'Failed to upload recording',
    fileSelectError: 'error selecting file. please try again.',
  },
  monetization: {
    invalidAmount: 'please enter an amount using digits and a dot, e.g. 4.99', // ours
    currencyRequired: 'please choose a currency for this amount', // ours
  },
  share: {
    somethingWentWrong: 'Something went wrong. Please try again.',
  },
  meetingLimit: {
    title: 'meeting limit reached',
    text: 'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
  },
  payments: {
    stripeAccountDisconnected: 'stripe account has been successfully disconnected.',
  },
  clipboard: {
    copied: 'copied to clipboard',
  },
  subscription: {
    cancelled: (product: string = PRODUCT_NAME) =>
      `your pro ${product} subscription, has been cancelled. you are now on the free plan.`,
  },
  kick: {
    defaultReason: 'Please contact the meeting host if you believe this was a mistake.',
  },
} as const;
