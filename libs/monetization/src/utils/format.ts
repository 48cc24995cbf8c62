// How the monetization screens show lengths, dates and places (money and sizes: ui-kit's formats).
import { format } from 'date-fns';

/** Seconds as h:mm:ss, whole seconds: 3723.4 → '1:02:03', 307 → '0:05:07'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(rest)}`;
}

/** A moment of a recording, from milliseconds: 83_000 → '01:23', 3_723_000 → '1:02:03'. */
export function formatTimestamp(ms: number): string {
  const clock = formatDuration(ms / 1000);
  return clock.startsWith('0:') ? clock.slice(2) : clock;
}

/** The day a recording was made, in the viewer's time zone: '14 Mar 2025'. */
export const formatRecordingDate = (iso: string): string =>
  format(new Date(iso), 'd MMM yyyy');

/** A country's name from its ISO code ('CA' → 'Canada'); the code when the browser has none. */
export function formatCountry(code: string): string {
  try {
    return (
      new Intl.DisplayNames(undefined, { type: 'region', fallback: 'code' }).of(
        code.toUpperCase(),
      ) ?? code
    );
  } catch {
    return code;
  }
}
