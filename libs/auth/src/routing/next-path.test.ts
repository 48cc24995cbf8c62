import { nextPath } from './next-path';

it.each([
  ['/settings', '/settings'],
  ['/settings/subscription?tab=1#top', '/settings/subscription?tab=1#top'],
  [null, '/dashboard'],
  ['', '/dashboard'],
  ['https://evil.example/', '/dashboard'],
  ['//evil.example/path', '/dashboard'],
  ['/\\evil.example', '/dashboard'],
  ['/%0a/evil', '/%0a/evil'],
  ['/\tevil', '/dashboard'],
  // eslint-disable-next-line no-script-url -- the attack this guards against
  ['javascript:alert(1)', '/dashboard'],
  ['/login?error=x', '/dashboard'],
  ['/', '/dashboard'],
])('next=%p goes to %p', (next, expected) => {
  expect(nextPath(next)).toBe(expected);
});
