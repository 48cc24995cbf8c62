import { PRODUCT_NAME } from '@ruume/contracts';
import { composeMail } from '../../adapters/mail/layout';
import type { Mail } from '../../adapters/mail/mailer';
import { calendarFile, type CalendarEvent } from './ics';

// The mails invitees get, in the mail adapter's layout, each with its .ics: the invitation
// (METHOD:REQUEST) with the confirm link, and the cancellation (METHOD:CANCEL) when the host
// removes the schedule or deletes the meeting.

export interface ScheduledMeeting {
  /** Stable per meeting: the UID every copy of its event carries. */
  uid: string;
  sequence: number;
  name: string;
  start: Date;
  end: Date;
  timezone: string;
  /** {PUBLIC_URL}/m/{roomId}. */
  roomUrl: string;
  host: { name: string; email: string };
}

/** "Tuesday, April 1, 2025, 12:00 PM – 1:00 PM (America/Toronto)", in the meeting's zone. */
export function whenText(
  meeting: Pick<ScheduledMeeting, 'start' | 'end' | 'timezone'>,
): string {
  const { timezone: timeZone } = meeting;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const sameDay = day.format(meeting.start) === day.format(meeting.end);
  const end = sameDay
    ? time.format(meeting.end)
    : `${day.format(meeting.end)}, ${time.format(meeting.end)}`;
  return `${day.format(meeting.start)}, ${time.format(meeting.start)} – ${end} (${timeZone})`;
}

const eventOf = (
  meeting: ScheduledMeeting,
  to: string,
  method: CalendarEvent['method'],
): CalendarEvent => ({
  method,
  uid: meeting.uid,
  sequence: meeting.sequence,
  start: meeting.start,
  end: meeting.end,
  timezone: meeting.timezone,
  summary: meeting.name,
  description: `${meeting.host.name} invited you to ${meeting.name} on ${PRODUCT_NAME}.\njoin the room: ${meeting.roomUrl}`,
  url: meeting.roomUrl,
  organizer: meeting.host,
  attendee: { email: to },
  stamp: new Date(),
});

const ics = (
  filename: string,
  method: CalendarEvent['method'],
  content: string,
) => ({
  filename,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
});

export function invitationMail(
  meeting: ScheduledMeeting,
  to: string,
  confirmUrl: string,
): Mail {
  const when = whenText(meeting);
  const mail = composeMail({
    to,
    subject: `invitation: ${meeting.name}, ${when}`,
    greeting: 'hi,',
    lines: [
      `${meeting.host.name} invited you to the meeting "${meeting.name}" on ${PRODUCT_NAME}.`,
      `when: ${when}`,
      `where: ${meeting.roomUrl}`,
      'the attached invitation.ics adds it to your calendar. please confirm that you will attend:',
    ],
    action: { label: 'confirm attendance', url: confirmUrl },
    after: [`when it is time, join the room at ${meeting.roomUrl}`],
  });
  return {
    ...mail,
    links: [...mail.links, meeting.roomUrl],
    attachments: [
      ics(
        'invitation.ics',
        'REQUEST',
        calendarFile(eventOf(meeting, to, 'REQUEST')),
      ),
    ],
  };
}

export function cancellationMail(meeting: ScheduledMeeting, to: string): Mail {
  const when = whenText(meeting);
  const mail = composeMail({
    to,
    subject: `cancelled: ${meeting.name}, ${when}`,
    greeting: 'hi,',
    lines: [
      `${meeting.host.name} cancelled the meeting "${meeting.name}" planned for ${when}.`,
      'the attached cancellation.ics removes it from your calendar.',
    ],
    after: [],
  });
  return {
    ...mail,
    attachments: [
      ics(
        'cancellation.ics',
        'CANCEL',
        calendarFile(eventOf(meeting, to, 'CANCEL')),
      ),
    ],
  };
}
