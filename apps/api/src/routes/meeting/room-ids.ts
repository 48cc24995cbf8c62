import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letters = (n: number) =>
  Array.from({ length: n }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/**
 * A generated room id, `abc-defg-hij` (26^10 ≈ 1.4·10^14 of them): easy to read out and type,
 * URL-safe, and never one of the reserved words (those have no such shape).
 */
export const generateRoomId = (): string =>
  `${letters(3)}-${letters(4)}-${letters(3)}`;
