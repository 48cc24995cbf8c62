import { PRODUCT_NAME } from '@ruume/contracts';
import { composeMail, greetingOf } from '../../adapters/mail/layout';

/** To the owner: their recording's transcript and summary are ready. */
export function summaryReadyMail(
  to: string,
  firstName: string,
  recording: { name: string; url: string },
) {
  return composeMail({
    to,
    subject: `the summary of "${recording.name}" is ready`,
    greeting: greetingOf(firstName),
    lines: [
      `the transcript and summary of "${recording.name}" are in your ${PRODUCT_NAME} recordings: key points, decisions and action items, and every line of what was said.`,
    ],
    action: { label: 'read the summary', url: recording.url },
    after: [],
  });
}
