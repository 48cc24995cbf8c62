import { tierPlanListSchema } from './payment/tier-plan';
import { meetingListSchema } from './meeting/meeting';
import { connectedPaymentAccountSchema } from './payment/connected-account';
import { paymentMethodSchema } from './payment/payment-method';
import { subscriptionSchema } from './payment/subscription';
import { recordingListSchema } from './recording/recording';
import { accessResultSchema, monetizationCheckSchema } from './share/share';
import {
  templateCategoryListSchema,
  templateListSchema,
} from './template/template';
import { currentUserSchema, normalizeCurrentUser } from './user/current-user';
import { apiErrorBodySchema } from './errors/api-error';
import { isAuthFailureCode } from './errors/auth-failure';
import * as fixtures from './testing';

describe('fixtures are valid wire data', () => {
  it('users are valid and already in read form (lower-cased)', () => {
    const users = [
      fixtures.houseUser,
      fixtures.adminUser,
      fixtures.socialUser,
      fixtures.professionalUser,
      fixtures.businessUser,
      fixtures.creatorUser,
    ];
    for (const user of users) {
      expect(currentUserSchema.parse(user)).toEqual(user);
      expect(normalizeCurrentUser(user)).toEqual(user);
    }
    expect(fixtures.adminUser.role).toBe('ADMIN');
    expect(fixtures.socialUser.passwordExists).toBe(false);
    expect(fixtures.creatorUser.stripeInfo?.isAccountOnboarded).toBe(true);
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it('buildCurrentUser applies overrides', () => {
    expect(fixtures.buildCurrentUser({ firstName: 'kim' }).firstName).toBe(
      'kim',
    );
  });

  it('everything else parses with its schema', () => {
    expect(tierPlanListSchema.parse(fixtures.tierPlans)).toEqual(
      fixtures.tierPlans,
    );
    expect(
      recordingListSchema.parse([
        fixtures.freeRecording,
        fixtures.paidRecording,
        fixtures.donationRecording,
      ]),
    ).toHaveLength(3);
    expect(
      meetingListSchema.parse([
        fixtures.buildMeeting(),
        fixtures.scheduledMeeting,
      ]),
    ).toHaveLength(2);
    expect(templateListSchema.parse([fixtures.buildTemplate()])).toHaveLength(
      1,
    );
    expect(
      templateCategoryListSchema.parse(fixtures.templateCategories),
    ).toHaveLength(3);
    expect(paymentMethodSchema.parse(fixtures.paymentMethod)).toEqual(
      fixtures.paymentMethod,
    );
    expect(
      connectedPaymentAccountSchema.parse(fixtures.connectedAccount),
    ).toEqual(fixtures.connectedAccount);
    expect(subscriptionSchema.parse(fixtures.subscription)).toEqual(
      fixtures.subscription,
    );
    expect(accessResultSchema.parse(fixtures.accessGranted)).toEqual(
      fixtures.accessGranted,
    );
    for (const check of Object.values(fixtures.monetizationChecks))
      monetizationCheckSchema.parse(check);
  });

  it('authFailureResponse is a 437 with an auth failure code', () => {
    const response = fixtures.authFailureResponse('USER_BLOCK', 'blocked');
    expect(response.status).toBe(437);
    expect(apiErrorBodySchema.parse(response.body)).toEqual({
      error: 'USER_BLOCK',
      message: 'blocked',
    });
    expect(isAuthFailureCode(fixtures.authFailureResponse().body.error)).toBe(
      true,
    );
  });
});
