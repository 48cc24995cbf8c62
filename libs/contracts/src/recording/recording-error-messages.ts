// What the recording and share calls answer when they refuse, once: API_ERRORS reads these
// (and the landing pages read API_ERRORS), so they stay apart from the pages' texts.
export const recordingErrorMessages = {
  recordingNotFound: 'sorry, this recording is no longer available.',
  notAVideo:
    'this file is not a video we can play. please select a video file.',
  emptyFile: 'this file is empty. please select a video file.',
  storageQuotaExceeded:
    'this recording does not fit in your storage. delete older recordings or upgrade your plan for more space.',
  storageNotInPlan:
    'storing recordings is not part of your plan. upgrade your plan to upload recordings.',
  monetizationNeedsAccount:
    'connect and finish setting up your payments account before charging for recordings.',
  /** The summary calls on a tier without "ai summary" (SPEC §6: house). */
  aiSummaryNotInPlan:
    'ai summaries are part of the student, professional and business plans. upgrade your plan to get a transcript and summary of your recordings.',
  monetizationNotInPlan:
    'selling recordings and taking donations are not part of your plan. upgrade your plan to charge for recordings.',
  notFree: 'this recording must be paid for before it can be downloaded.',
  donationsOff: 'this creator does not take donations for this recording.',
  notForSale: 'this recording is not for sale.',
  creatorCannotBePaid:
    'the creator of this recording cannot take payments right now. please try again later.',
  paymentNotReceived:
    'we have not received the payment for this recording yet. if you have just paid, try again in a moment.',
  downloadLinkInvalid:
    'this download link is invalid or has expired. open the share page again to get a new one.',
} as const;
