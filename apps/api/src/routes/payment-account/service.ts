import type { ConnectedPaymentAccount, StripeInfo } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PaymentEvent,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import type { UserRow } from '../../core/user-repository';
import { appUrl } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import {
  createPaymentAccountRepository,
  type PaymentAccountRepository,
  type PaymentAccountRow,
} from './repository';

export type PaymentAccountService = ReturnType<
  typeof createPaymentAccountService
>;

const stripeInfoOf = (row: PaymentAccountRow): StripeInfo => ({
  accountId: row.accountId,
  isAccountOnboarded: row.onboarded,
});

/**
 * A creator's connected payments account (SPEC §4: none → created → onboarded; disconnect
 * returns to none): sales and paid rooms pay into it. The onboarding state follows the provider's
 * account events; the current user's stripeInfo is its snapshot.
 */
export function createPaymentAccountService(deps: {
  core: Core;
  repository: PaymentAccountRepository;
  payments: PaymentsProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { core, repository, payments, publicUrl, log } = deps;

  const onboardingLink = async (accountId: string, returnUrlRoute: string) => {
    const url = appUrl(publicUrl, returnUrlRoute);
    // An expired link brings the creator back to the same page, which asks for a new one.
    const page = await payments.createAccountLink({
      accountId,
      refreshUrl: url,
      returnUrl: url,
    });
    return { url: page.url };
  };

  const mustHave = async (user: UserRow): Promise<PaymentAccountRow> => {
    const row = await repository.ofUser(user.id);
    if (!row) throw apiError('NO_PAYMENT_ACCOUNT');
    return row;
  };

  return {
    /** What stops being sold without the account or on the free plan (the confirmations). */
    monetizedProducts: (user: UserRow) => repository.monetizedProducts(user.id),

    async get(user: UserRow): Promise<ConnectedPaymentAccount | null> {
      const row = await repository.ofUser(user.id);
      const account =
        row && (await payments.getConnectedAccount(row.accountId));
      if (!account) return null;
      return {
        id: account.id,
        individual: account.individual,
        email: account.email,
        country: account.country,
        default_currency: account.default_currency,
        payouts_enabled: account.payouts_enabled,
        payout_schedule: account.payout_schedule,
      };
    },

    /** Creates the account (once) and answers where its onboarding starts. */
    async create(user: UserRow, returnUrlRoute: string) {
      const existing = await repository.ofUser(user.id);
      if (existing) return onboardingLink(existing.accountId, returnUrlRoute);
      const { id } = await payments.createConnectedAccount({
        userId: user.id,
        email: user.email,
      });
      const saved = await core.transaction(async ({ users, db }) => {
        const row = await createPaymentAccountRepository(db).insert(
          user.id,
          id,
        );
        if (row) await users.update(user.id, { stripeInfo: stripeInfoOf(row) });
        return row;
      });
      if (!saved) {
        // Another request created one meanwhile: keep it, drop ours (unless it is the same).
        const winner = await mustHave(user);
        if (winner.accountId !== id) await payments.deleteConnectedAccount(id);
        return onboardingLink(winner.accountId, returnUrlRoute);
      }
      return onboardingLink(id, returnUrlRoute);
    },

    async onboardingLink(user: UserRow, returnUrlRoute: string) {
      return onboardingLink((await mustHave(user)).accountId, returnUrlRoute);
    },

    /** Deletes the account at the provider, then here: the creator is back to none. */
    async disconnect(user: UserRow): Promise<void> {
      const row = await mustHave(user);
      await payments.deleteConnectedAccount(row.accountId);
      await core.transaction(async ({ users, db }) => {
        await createPaymentAccountRepository(db).delete(user.id);
        await users.update(user.id, { stripeInfo: null });
      });
    },

    /**
     * An account being deleted takes its payments account along. Best effort: a provider that
     * refuses (an account still holding a balance, say) keeps it for its payouts, and says so.
     */
    async closeBeforeAccountDeletion(userId: string): Promise<void> {
      const row = await repository.ofUser(userId);
      if (!row) return;
      try {
        await payments.deleteConnectedAccount(row.accountId);
      } catch (error) {
        log.warn(
          { err: error, accountId: row.accountId },
          'payments account kept at the provider after its user was deleted',
        );
      }
    },

    async applyEvent(event: PaymentEvent): Promise<void> {
      if (event.type !== 'account.changed') return;
      const { account } = event;
      await core.transaction(async ({ users, db }) => {
        const row = await createPaymentAccountRepository(db).setOnboarded(
          account.id,
          account.onboarded,
          event.occurredAt,
        );
        if (row)
          await users.update(row.userId, { stripeInfo: stripeInfoOf(row) });
      });
    },
  };
}
