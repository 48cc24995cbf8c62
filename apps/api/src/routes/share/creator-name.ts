import type { SharedRecording } from './repository';

/** How a creator is named to visitors: as their profile shows them, lower-case like the app. */
export function creatorName(
  creator: Pick<
    SharedRecording['creator'],
    'firstName' | 'lastName' | 'displayFirstNameOnly'
  >,
): string {
  const name = (
    creator.displayFirstNameOnly
      ? creator.firstName
      : `${creator.firstName} ${creator.lastName}`
  )
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return name || 'a ruume creator';
}
