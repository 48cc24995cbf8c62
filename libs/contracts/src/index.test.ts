import * as contracts from './index';

describe('public API', () => {
  it('exports each area from one entry point', () => {
    for (const name of [
      'currentUserSchema',
      'normalizeCurrentUser',
      'planTierSchema',
      'tierFeatures',
      'messages',
      'passwordCriteria',
      'AUTH_FAILURE_STATUS',
      'isAuthFailureCode',
      'apiErrorBodySchema',
      'paths',
      'routePatterns',
      'apiPaths',
      'apiRoutes',
      'shareLink',
      'priceToDollars',
      'maskAccountEmail',
      'capitalizeFirst',
      'runtimeConfigSchema',
    ]) {
      expect(contracts).toHaveProperty(name);
    }
  });
});
