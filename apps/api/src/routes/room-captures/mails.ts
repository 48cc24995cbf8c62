import { PRODUCT_NAME } from '@ruume/contracts';
import { composeMail, greetingOf } from '../../adapters/mail/layout';

/** To the host: their meeting's recording is in their library. */
export function recordingReadyMail(
  to: string,
  firstName: string,
  recording: { name: string; url: string },
) {
  return composeMail({
    to,
    subject: `your recording "${recording.name}" is ready`,
    greeting: greetingOf(firstName),
    lines: [
      `the recording of your meeting "${recording.name}" is in your ${PRODUCT_NAME} library: watch it, share it or sell it from there.`,
    ],
    action: { label: 'open my recordings', url: recording.url },
    after: [],
  });
}
