import {
  appUrl,
  googleSuccessPath,
  paths,
  relativeRoute,
  routePatterns,
  shareLink,
  withQuery,
} from './app-paths';

describe('paths (SPEC §2)', () => {
  it('static screens', () => {
    expect(paths.home).toBe('/');
    expect(paths.register).toBe('/register');
    expect(paths.dashboard).toEqual({
      root: '/dashboard',
      scheduled: '/dashboard/scheduled',
      my: '/dashboard/my',
      createTemplate: '/dashboard/create-template',
      editTemplate: '/dashboard/edit-template',
    });
    expect(paths.adminDashboard).toBe('/admin-dashboard');
    expect(paths.extension).toEqual({
      login: '/extension/login',
      success: '/extension/login/success',
    });
    expect(paths.auth.googleSuccess).toBe('/auth/login/google/success');
    expect(paths.auth.forgotPassword).toBe('/auth/forgot-password');
    expect(paths.auth.forgotPasswordEmailSent).toBe(
      '/auth/forgot-password/email-sent',
    );
    expect(paths.auth.resetPasswordSuccess).toBe(
      '/auth/reset-password/success',
    );
    expect(paths.auth.resetPasswordExpire).toBe('/auth/reset-password/expire');
    expect(paths.settings).toEqual({
      root: '/settings',
      subscription: '/settings/subscription',
      subscriptionBilling: '/settings/subscription-billing',
      monetization: '/settings/monetization',
      recordings: '/settings/recordings',
    });
    expect(paths.invitation).toEqual({
      confirm: '/invitation/confirm',
      confirmSuccess: '/invitation/confirm/success',
    });
    expect(paths.personalization).toBe('/personalization');
  });

  it('login carries an optional, encoded error message', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ error: '' })).toBe('/login');
    expect(paths.login({ error: 'Authentication failed' })).toBe(
      '/login?error=Authentication%20failed',
    );
    expect(paths.login({ error: 'a&b=c?' })).toBe('/login?error=a%26b%3Dc%3F');
  });

  it('rooms, meetings and kick', () => {
    expect(paths.room('abc123')).toBe('/m/abc123');
    expect(paths.room('a b/c')).toBe('/m/a%20b%2Fc');
    expect(paths.liveRoom('abc123')).toBe('/meeting/abc123');
    expect(paths.kick()).toBe('/kick');
    expect(paths.kick({ reason: 'removed by host' })).toBe(
      '/kick?reason=removed%20by%20host',
    );
  });

  it('mail links carry their token', () => {
    expect(paths.auth.registerVerify()).toBe('/auth/register/verify');
    expect(paths.auth.registerVerify({ token: 'a.b' })).toBe(
      '/auth/register/verify?token=a.b',
    );
    expect(paths.auth.resetPassword({ token: 't/1' })).toBe(
      '/auth/reset-password?token=t%2F1',
    );
  });

  it('share pages', () => {
    expect(paths.share.access('shr_1')).toBe('/share/r/shr_1');
    expect(paths.share.download('shr_1')).toBe('/share/r/shr_1/download');
    expect(paths.share.download('shr_1', { token: 'dl_1' })).toBe(
      '/share/r/shr_1/download?token=dl_1',
    );
    expect(paths.share.access('../admin')).toBe('/share/r/..%2Fadmin');
  });

  it('router patterns match the builders', () => {
    expect(routePatterns.share.access).toBe('/share/r/:shareId');
    expect(routePatterns.share.download).toBe('/share/r/:shareId/download');
    expect(routePatterns.room).toBe('/m/:roomId');
    expect(routePatterns.liveRoom).toBe('/meeting/:roomId');
    expect(routePatterns.auth.resetPassword).toBe('/auth/reset-password');
    expect(routePatterns.notFound).toBe('*');
    expect(routePatterns.bareRoom).toBe('/:roomId');
  });

  it('patterns are unique, and builders produce paths their patterns match', () => {
    const leaves = (node: object): string[] =>
      Object.values(node).flatMap((v) =>
        typeof v === 'string' ? [v] : leaves(v as object),
      );
    const all = leaves(routePatterns);
    expect(new Set(all).size).toBe(all.length);
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`).test(
        path,
      );
    expect(matches(routePatterns.room, paths.room('r 1'))).toBe(true);
    expect(matches(routePatterns.liveRoom, paths.liveRoom('r1'))).toBe(true);
    expect(matches(routePatterns.share.access, paths.share.access('s/1'))).toBe(
      true,
    );
    expect(
      matches(
        routePatterns.share.download,
        paths.share.download('s1', { token: 't' }),
      ),
    ).toBe(true);
    expect(matches(routePatterns.login, paths.login({ error: 'x' }))).toBe(
      true,
    );
    expect(matches(routePatterns.kick, paths.kick({ reason: 'x' }))).toBe(true);
    expect(
      matches(
        routePatterns.auth.resetPassword,
        paths.auth.resetPassword({ token: 't' }),
      ),
    ).toBe(true);
    expect(
      matches(routePatterns.share.access, paths.share.download('s1')),
    ).toBe(false);
  });
});

describe('link helpers', () => {
  it('withQuery skips empty values', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: '' })).toBe('/x');
    expect(withQuery('/x', { a: '1', b: 'two words' })).toBe(
      '/x?a=1&b=two%20words',
    );
  });

  it('relativeRoute drops the leading slash (SPEC §7 *UrlRoute)', () => {
    expect(relativeRoute(paths.share.download('shr_1'))).toBe(
      'share/r/shr_1/download',
    );
    expect(relativeRoute(paths.share.access('shr_1'))).toBe('share/r/shr_1');
    expect(relativeRoute('//x')).toBe('x');
    expect(relativeRoute('settings')).toBe('settings');
  });

  it('appUrl and shareLink join origin and route with one slash', () => {
    expect(appUrl('https://ruume.example', 'settings/subscription')).toBe(
      'https://ruume.example/settings/subscription',
    );
    expect(appUrl('https://ruume.example/', '/settings')).toBe(
      'https://ruume.example/settings',
    );
    expect(shareLink('https://ruume.example', 'shr_1')).toBe(
      'https://ruume.example/share/r/shr_1',
    );
    expect(shareLink('http://localhost:3000/', 'a b')).toBe(
      'http://localhost:3000/share/r/a%20b',
    );
  });

  it('googleSuccessPath marks a just-created account', () => {
    expect(googleSuccessPath()).toBe('/auth/login/google/success');
    expect(googleSuccessPath({ newAccount: true })).toBe(
      '/auth/login/google/success?new=1',
    );
  });
});
