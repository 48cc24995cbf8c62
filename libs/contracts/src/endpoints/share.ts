// The public share page's calls (SPEC §7 lists them under Recording and Payment): a table of
// their own, so the share page, a landing page, carries only these three definitions.
import { endpointsOf } from './endpoint';

const { call } = endpointsOf(() => import('./schemas'));

export const shareEndpoints = {
  checkMonetized: call('POST', '/meeting-recording/check-monetized', (s) => ({
    body: s.checkMonetizedRequestSchema,
    response: s.monetizationCheckSchema,
  })),
  checkAccess: call('POST', '/meeting-recording/check-access', (s) => ({
    body: s.checkAccessRequestSchema,
    response: s.accessResultSchema,
  })),
  recordingCheckout: call(
    'POST',
    '/payment/checkout/session/recording',
    (s) => ({
      body: s.recordingCheckoutSessionRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
};
