// Every API call, by domain (SPEC §7 and our auth and admin calls).
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { meetingEndpoints, templateEndpoints } from './meeting';
import { paymentEndpoints } from './payment';
import {
  downloadEndpoints,
  recordingEndpoints,
  recordingJobEndpoints,
  recordingSummaryEndpoints,
} from './recording';
import { roomEndpoints } from './room';
import { salesEndpoints } from './sales';
import { shareEndpoints } from './share';
import { userEndpoints } from './user';

export * from './endpoint';
export {
  adminEndpoints,
  authEndpoints,
  downloadEndpoints,
  meetingEndpoints,
  paymentEndpoints,
  recordingEndpoints,
  recordingJobEndpoints,
  recordingSummaryEndpoints,
  roomEndpoints,
  salesEndpoints,
  shareEndpoints,
  templateEndpoints,
  userEndpoints,
};

/** All endpoints, grouped by domain (the fuzz and coverage checks walk it). */
export const endpoints = {
  auth: authEndpoints,
  user: userEndpoints,
  admin: adminEndpoints,
  meeting: meetingEndpoints,
  template: templateEndpoints,
  room: roomEndpoints,
  payment: paymentEndpoints,
  recording: recordingEndpoints,
  recordingJob: recordingJobEndpoints,
  recordingSummary: recordingSummaryEndpoints,
  share: shareEndpoints,
  sales: salesEndpoints,
  download: downloadEndpoints,
};
