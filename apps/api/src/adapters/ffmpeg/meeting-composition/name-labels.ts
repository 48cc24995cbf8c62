// People's names on the composed video. Names are user input: they reach ffmpeg's drawtext
// through a text file (textfile=, expansion=none), never through the filter graph's text, so
// quotes, colons, backslashes, percent signs and braces are drawn as typed. The font is one
// file: drawtext has no fallback, so characters the font lacks (DejaVu Sans has no CJK, no
// colour emoji) come out as boxes unless a covering font is given.
import { access } from 'node:fs/promises';
import { runTool } from '../run-tool';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** DejaVu Sans averages about 0.6 em per character: enough to keep a name inside its tile. */
const EM_PER_CHARACTER = 0.6;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The font file for names: `preferred` when given, else fontconfig's "sans", else DejaVu's
 * usual path; null when none is found (drawtext then asks fontconfig itself, font=sans).
 */
export async function resolveFontFile(
  preferred?: string,
): Promise<string | null> {
  if (preferred) return preferred;
  const matched = await runTool('fc-match', ['--format=%{file}', 'sans'], {
    timeoutMs: 5000,
  }).then(
    (out) => out.trim(),
    () => '',
  );
  if (matched && (await exists(matched))) return matched;
  return (await exists(DEJAVU)) ? DEJAVU : null;
}

// Control characters and bidi overrides would break the line or flip the rest of the name.
const UNPRINTABLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** The name as drawn: one line, no control characters, spaces collapsed. */
export function cleanName(name: string): string {
  return name
    .normalize('NFC')
    .replace(UNPRINTABLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const graphemes = (text: string) =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );

/** `name` shortened with an ellipsis to fit `widthPx` at `fontSize` (never cutting a grapheme). */
export function fitName(
  name: string,
  widthPx: number,
  fontSize: number,
): string {
  const max = Math.max(1, Math.floor(widthPx / (fontSize * EM_PER_CHARACTER)));
  const characters = graphemes(name);
  if (characters.length <= max) return name;
  return `${characters
    .slice(0, Math.max(1, max - 1))
    .join('')
    .trimEnd()}…`;
}
