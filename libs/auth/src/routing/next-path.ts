import { paths } from '@ruume/contracts';

/**
 * Where to go after signing in: the `next` query when it is a path of this app ('/settings'),
 * never another site ('//evil.example', 'https://…', '/\\evil') and never back to sign-in.
 */
export function nextPath(
  next: string | null | undefined,
  fallback: string = paths.dashboard.root,
): string {
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/\\')
  )
    return fallback;
  // Control characters and backslashes let some browsers read a path as another origin.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return fallback;
  const { pathname } = new URL(next, 'http://ruume.invalid');
  if (pathname === paths.login() || pathname === paths.home) return fallback;
  return next;
}
