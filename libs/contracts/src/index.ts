// Public API of @ruume/contracts: wire schemas and types (SPEC §3, §7), validation rules
// and messages (§5, §8), tiers (§6), constants (§9) and paths (§2, §7).
export * from './constants';
export * from './messages';

export * from './common/fields';
export * from './common/list-page';
export * from './common/money';
export * from './common/text';

export * from './errors/auth-failure';
export * from './errors/api-error';

export * from './tiers/plan-tier';
export * from './tiers/tier-features';

export * from './auth/password';
export * from './auth/auth-requests';
export * from './auth/auth-messages';

export * from './user/current-user';
export * from './user/profile';
export * from './user/account-security';
export * from './user/avatar';
export * from './user/user-messages';

export * from './meeting/meeting';
export * from './meeting/rooms-messages';
export * from './template/template';
export * from './template/template-error-messages';
export * from './template/template-editor-messages';
export * from './template/template-media';

export * from './payment/tier-plan';
export * from './payment/payment-requests';
export * from './payment/payment-method';
export * from './payment/subscription';
export * from './payment/plan-change';
export * from './payment/billing-messages';
export * from './payment/payment-error-messages';
export * from './payment/connected-account';
export * from './payment/monetization-messages';
export * from './payment/stops-selling-messages';

export * from './recording/recording';
export * from './recording/storage';
export * from './recording/recording-error-messages';
export * from './recording/recording-job';
export * from './recording/recording-summary';
export * from './recording/recording-search';
export * from './sales/sales';
export * from './share/share';

export * from './room/room';
export * from './room/room-messages';
export * from './room/room-error-messages';
export * from './room/room-sfu';
export * from './room/room-recording';
export * from './room/lobby-messages';
export * from './room/live-room-messages';
export * from './janus/janus-wire';

export * from './paths/app-paths';
export * from './paths/api-paths';
export * from './endpoints/index';

export * from './config/runtime-config';
export * from './admin/admin';
