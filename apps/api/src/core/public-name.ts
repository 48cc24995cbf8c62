/** The parts of a profile its public name is made of. */
export interface NamedPerson {
  firstName: string;
  lastName: string;
  displayFirstNameOnly: boolean;
}

/**
 * How a person is named to others (guests, buyers, invitees): as their profile shows them,
 * lower-case like the app; `fallback` when the profile holds no name.
 */
export function publicName(person: NamedPerson, fallback: string): string {
  const name = (
    person.displayFirstNameOnly
      ? person.firstName
      : `${person.firstName} ${person.lastName}`
  )
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return name || fallback;
}

/** How a host is named to guests, payers and invitees. */
export const hostName = (host: NamedPerson): string =>
  publicName(host, 'a ruume host');

/** How a creator is named to visitors and buyers. */
export const creatorName = (creator: NamedPerson): string =>
  publicName(creator, 'a ruume creator');
