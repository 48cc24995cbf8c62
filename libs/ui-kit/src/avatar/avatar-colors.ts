import { AVATAR_LUMINANCE_THRESHOLD } from '@ruume/contracts';
import { color } from '../theme/tokens';

// SPEC §3 avatar rules, kept pure so every screen (and the server-side preview) agrees.

export const DEFAULT_AVATAR_BACKGROUND = color.avatarDefault;
export const AVATAR_TEXT_LIGHT = color.avatarTextLight;
export const AVATAR_TEXT_DARK = color.avatarTextDark;
export { AVATAR_LUMINANCE_THRESHOLD };

type Rgb = [number, number, number];

/** Reads #rgb, #rgba, #rrggbb, #rrggbbaa and rgb()/rgba(); null for anything else. */
export function parseColor(value: string): Rgb | null {
  const input = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(input);
  if (hex) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb =
    /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/.exec(
      input,
    );
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((c) => c <= 255)) return channels as Rgb;
  }
  return null;
}

/** Perceived brightness 0–255 (YIQ weights 299/587/114). */
export function perceivedLuminance([r, g, b]: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * The avatar's text colour: white on the default background (no or unreadable colour),
 * otherwise black when the background's brightness is at least 128, else white.
 */
export function avatarTextColor(background?: string | null): string {
  const rgb = background ? parseColor(background) : null;
  if (!rgb) return AVATAR_TEXT_LIGHT;
  return perceivedLuminance(rgb) >= AVATAR_LUMINANCE_THRESHOLD
    ? AVATAR_TEXT_DARK
    : AVATAR_TEXT_LIGHT;
}

/** Background and text colour of an avatar for a user's avatarBackgroundColor. */
export function avatarColors(background?: string | null): {
  background: string;
  color: string;
} {
  const usable =
    background && parseColor(background)
      ? background.trim()
      : DEFAULT_AVATAR_BACKGROUND;
  return { background: usable, color: avatarTextColor(usable) };
}

const firstLetter = (name?: string | null) =>
  Array.from((name ?? '').trim())[0] ?? '';

/** Initials of first and last name ('Ada', 'Lovelace' → 'AL'), or 'n/a' when both are empty. */
export function initials(
  firstName?: string | null,
  lastName?: string | null,
): string {
  const letters = `${firstLetter(firstName)}${firstLetter(lastName)}`;
  return letters ? letters.toUpperCase() : 'n/a';
}
