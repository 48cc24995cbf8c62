// Fixtures for other libs' tests and stories: realistic, valid against the schemas (checked
// in testing.test.ts). Builders take shallow overrides.
import type { ApiErrorBody } from './errors/api-error';
import {
  AUTH_FAILURE_STATUS,
  type AuthFailureCode,
} from './errors/auth-failure';
import type {
  ConnectedPaymentAccount,
  MonetizedProducts,
} from './payment/connected-account';
import type { PaymentMethod } from './payment/payment-method';
import type { Subscription } from './payment/subscription';
import type { TierPlan } from './payment/tier-plan';
import type { Recording } from './recording/recording';
import type { AccessResult, MonetizationCheck } from './share/share';
import type { CurrentUser } from './user/current-user';

export * from './testing/meeting-fixtures';

const GB = 1000 * 1000 * 1000;

export const buildCurrentUser = (
  overrides: Partial<CurrentUser> = {},
): CurrentUser => ({
  id: '5f0c9a52-6a4e-4d2b-9a61-1c2f3e4d5a6b',
  email: 'jane.doe@example.com',
  firstName: 'jane',
  lastName: 'doe',
  pronouns: 'she/her',
  workspaceName: 'acme studio',
  workspaceRole: 'host',
  displayFirstNameOnly: false,
  website: 'https://jane.example.com',
  profilePicUrl: null,
  profileBannerUrl: null,
  avatarBackgroundColor: null,
  avatarTextColor: null,
  role: 'USER',
  passwordExists: true,
  isFreeTrialAvailable: true,
  planSubscription: null,
  stripeInfo: null,
  recordingStorage: { used: 0, available: 0 },
  ...overrides,
});

/** A free (house) user who can still start the trial. */
export const houseUser: CurrentUser = buildCurrentUser();

export const adminUser: CurrentUser = buildCurrentUser({
  id: '0b7d3c1e-2f4a-4b5c-8d6e-7f8091a2b3c4',
  email: 'admin@ruume.test',
  firstName: 'alex',
  lastName: 'admin',
  role: 'ADMIN',
});

/** Signed in with Google: no password yet, so email changes need one created first. */
export const socialUser: CurrentUser = buildCurrentUser({
  id: '9c8b7a69-5847-4362-a150-f1e2d3c4b5a6',
  email: 'sam.social@gmail.com',
  firstName: 'sam',
  lastName: 'social',
  passwordExists: false,
  profilePicUrl: 'https://lh3.googleusercontent.com/a/sample-avatar',
});

export const professionalUser: CurrentUser = buildCurrentUser({
  id: '2d4f6a8c-1b3d-4e5f-9a7b-c9d1e3f5a7b9',
  email: 'pat.pro@example.com',
  firstName: 'pat',
  lastName: 'pro',
  isFreeTrialAvailable: false,
  planSubscription: {
    id: 'sub_1ProfessionalMonthly',
    tier: 'professional',
    interval: { unit: 'month' },
    status: 'active',
    currentPeriodEnd: 1_767_225_600, // 2026-01-01T00:00:00Z
  },
  recordingStorage: { used: 12.5 * GB, available: 100 * GB },
});

export const businessUser: CurrentUser = buildCurrentUser({
  id: '6e8a0c2e-4f6b-4d8f-a0c2-e4f6a8b0c2d4',
  email: 'bo.business@example.com',
  firstName: 'bo',
  lastName: 'business',
  workspaceName: 'big corp',
  isFreeTrialAvailable: false,
  planSubscription: {
    id: 'sub_1BusinessYearly',
    tier: 'business',
    interval: { unit: 'year' },
    status: 'active',
    currentPeriodEnd: 1_798_761_600, // 2027-01-01T00:00:00Z
  },
  recordingStorage: { used: 250 * GB, available: 1000 * GB },
});

/** A paid creator whose payments account is connected and onboarded: monetization works. */
export const creatorUser: CurrentUser = buildCurrentUser({
  ...professionalUser,
  id: '8b0d2f4a-6c8e-4a0b-b2d4-f6a8c0e2b4d6',
  email: 'cleo.creator@example.com',
  firstName: 'cleo',
  lastName: 'creator',
  stripeInfo: { accountId: 'acct_1CreatorOnboarded', isAccountOnboarded: true },
});

/** Prices in cents; yearly saves about 20 %. */
export const tierPlans: TierPlan[] = [
  {
    metadata: { tier: 'student' },
    prices: [
      {
        id: 'price_student_month',
        unit_amount: 799,
        recurring: { interval: 'month' },
      },
      {
        id: 'price_student_year',
        unit_amount: 7668,
        recurring: { interval: 'year' },
      },
    ],
  },
  {
    metadata: { tier: 'professional' },
    prices: [
      {
        id: 'price_professional_month',
        unit_amount: 1499,
        recurring: { interval: 'month' },
      },
      {
        id: 'price_professional_year',
        unit_amount: 14388,
        recurring: { interval: 'year' },
      },
    ],
  },
  {
    metadata: { tier: 'business' },
    prices: [
      {
        id: 'price_business_month',
        unit_amount: 4999,
        recurring: { interval: 'month' },
      },
      {
        id: 'price_business_year',
        unit_amount: 47988,
        recurring: { interval: 'year' },
      },
    ],
  },
];

export const buildRecording = (
  overrides: Partial<Recording> = {},
): Recording => ({
  id: '3a1f5e2d-7c4b-4a98-b6d5-0e9f8a7b6c5d',
  url: 'recordings/3a1f5e2d/weekly-sync.mp4',
  shareId: 'shr_weeklySync01',
  name: 'weekly sync',
  createdAt: '2025-03-14T15:09:26.535Z',
  meeting: { id: 'a4b5c6d7-e8f9-4a0b-9c1d-2e3f4a5b6c7d', name: 'weekly sync' },
  monetizationSetting: {
    monetizeAmount: null,
    monetizeCurrency: null,
    donationAmount: null,
    donationCurrency: null,
  },
  posterUrl: null,
  durationSeconds: 3723.4,
  sizeBytes: 734_003_200,
  contentType: 'video/mp4',
  ...overrides,
});

export const freeRecording: Recording = buildRecording();

export const paidRecording: Recording = buildRecording({
  id: '7d6c5b4a-3928-4170-a6b5-c4d3e2f1a0b9',
  shareId: 'shr_masterclass02',
  name: 'pricing masterclass',
  meeting: null,
  monetizationSetting: {
    monetizeAmount: 9.99,
    monetizeCurrency: 'usd',
    donationAmount: 5,
    donationCurrency: 'usd',
  },
});

export const donationRecording: Recording = buildRecording({
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  shareId: 'shr_openTalk03',
  name: 'open talk',
  monetizationSetting: {
    monetizeAmount: null,
    monetizeCurrency: null,
    donationAmount: 3,
    donationCurrency: 'cad',
  },
});

/** What a creator sells through their payments account (GET payment/monetized-products). */
export const monetizedProducts: MonetizedProducts = {
  paidRecordings: 3,
  donationRecordings: 2,
  paidRooms: 1,
};

/** The answers of check-monetized the share page branches on. */
export const monetizationChecks = {
  free: {
    isMonetizeAmountSet: false,
    isDonationAmountSet: false,
    isForSaleNow: false,
  },
  paidOnly: {
    isMonetizeAmountSet: true,
    isDonationAmountSet: false,
    isForSaleNow: true,
  },
  donationOnly: {
    isMonetizeAmountSet: false,
    isDonationAmountSet: true,
    isForSaleNow: false,
  },
  paidAndDonation: {
    isMonetizeAmountSet: true,
    isDonationAmountSet: true,
    isForSaleNow: true,
  },
  /** A price whose creator cannot take payments now (downgraded, or no payments account). */
  notForSaleNow: {
    isMonetizeAmountSet: true,
    isDonationAmountSet: false,
    isForSaleNow: false,
  },
} as const satisfies Record<string, MonetizationCheck>;

export const accessGranted: AccessResult = {
  accessGranted: true,
  token: 'dl_7f3a9c2e1b',
};
export const accessDenied: AccessResult = { accessGranted: false, token: null };

export const paymentMethod: PaymentMethod = {
  id: 'pm_1VisaCard4242',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};

export const connectedAccount: ConnectedPaymentAccount = {
  id: 'acct_1CreatorOnboarded',
  individual: { first_name: 'Jane', last_name: 'Doe' },
  email: 'jane.doe@example.com',
  country: 'CA',
  default_currency: 'cad',
  payouts_enabled: true,
  payout_schedule: { interval: 'daily', delay_days: 0, time_utc: '00:00' },
};

/** professionalUser's subscription: monthly, renewing 2026-01-01. */
export const subscription: Subscription = {
  id: 'sub_1ProfessionalMonthly',
  current_period_end: 1_767_225_600, // 2026-01-01T00:00:00Z
  status: 'active',
  tier: 'professional',
  interval: 'month',
  cancel_at_period_end: false,
  trial_end: null,
};

/** A 437 response as the api sends it when the session is no longer valid. */
export const authFailureResponse = (
  code: AuthFailureCode = 'TOKEN_STALE',
  message = 'your session has expired',
): { status: typeof AUTH_FAILURE_STATUS; body: ApiErrorBody } => ({
  status: AUTH_FAILURE_STATUS,
  body: { error: code, message },
});
