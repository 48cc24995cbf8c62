// Creators' connected accounts and their onboarding (Stripe Connect's hosted onboarding).
import { PaymentsUnavailableError } from '../payments';
import { addMinutes } from 'date-fns';
import { CURRENCIES } from '@ruume/contracts';
import type { PaymentsProvider } from '../payments';
import { assertWebUrl } from './sandbox-billing';
import { type SandboxContext, toProviderAccount } from './sandbox-context';
import type {
  OnboardingForm,
  OnboardingResult,
  OnboardingView,
  SandboxControls,
} from './sandbox-controls';
import { isPlainText } from './plain-text';
import { isSandboxId, newSandboxId } from './sandbox-ids';
import type { AccountDoc, Stored } from './sandbox-store';

/** Account links are single-use and short-lived; an old one sends the creator to refreshUrl. */
const ACCOUNT_LINK_TTL_MINUTES = 15;
const NAME_MAX_LENGTH = 100;

/** The countries the onboarding form offers (ISO 3166-1 alpha-2). */
export const ONBOARDING_COUNTRIES: ReadonlyArray<{
  code: string;
  name: string;
}> = [
  { code: 'US', name: 'united states' },
  { code: 'CA', name: 'canada' },
  { code: 'GB', name: 'united kingdom' },
  { code: 'IE', name: 'ireland' },
  { code: 'FR', name: 'france' },
  { code: 'DE', name: 'germany' },
  { code: 'AU', name: 'australia' },
  { code: 'NZ', name: 'new zealand' },
];

export const onboardingMessages = {
  firstName: 'please enter your first name.',
  lastName: 'please enter your last name.',
  country: 'please choose your country.',
  currency: `please choose ${CURRENCIES.join(' or ')}.`,
} as const satisfies Record<keyof OnboardingForm, string>;

export function connectFlows(
  context: SandboxContext,
): Pick<
  PaymentsProvider,
  | 'createConnectedAccount'
  | 'createAccountLink'
  | 'getConnectedAccount'
  | 'deleteConnectedAccount'
> &
  Pick<SandboxControls, 'onboardingPage' | 'completeOnboarding'> {
  const { store, now } = context;

  const onboardingView = (
    linkId: string,
    account: AccountDoc,
    values?: OnboardingForm,
  ): OnboardingView => ({
    linkId,
    email: account.email,
    values: values ?? {
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      country: account.country,
      currency: account.defaultCurrency ?? CURRENCIES[0],
    },
  });

  const isExpired = (link: Stored<'account_link'>) =>
    link.data.used || new Date(link.data.expiresAt) <= now();

  return {
    async createConnectedAccount({ userId, email }) {
      const id = newSandboxId('acct');
      await store.insert('account', id, userId, {
        userId,
        email,
        // Stripe's default for a platform in the US until the creator says otherwise.
        country: 'US',
        defaultCurrency: null,
        firstName: null,
        lastName: null,
        onboarded: false,
      });
      return { id };
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      assertWebUrl('refreshUrl', refreshUrl);
      assertWebUrl('returnUrl', returnUrl);
      const account = isSandboxId('acct', accountId)
        ? await store.get('account', accountId)
        : null;
      if (!account)
        throw new PaymentsUnavailableError(`no sandbox account ${accountId}`);
      const id = newSandboxId('acctlink');
      await store.insert('account_link', id, account.id, {
        accountId: account.id,
        refreshUrl,
        returnUrl,
        expiresAt: addMinutes(now(), ACCOUNT_LINK_TTL_MINUTES).toISOString(),
        used: false,
      });
      return { id, url: context.pageUrl(`onboarding/${id}`) };
    },

    async getConnectedAccount(id) {
      if (!isSandboxId('acct', id)) return null;
      const account = await store.get('account', id);
      return account ? toProviderAccount(account.id, account.data) : null;
    },

    async deleteConnectedAccount(id) {
      if (!isSandboxId('acct', id)) return;
      await store.transaction(async (tx) => {
        for (const link of await tx.list('account_link', id)) {
          await tx.remove('account_link', link.id);
        }
        await tx.remove('account', id);
      });
    },

    async onboardingPage(linkId) {
      const link = isSandboxId('acctlink', linkId)
        ? await store.get('account_link', linkId)
        : null;
      if (!link) return { state: 'unknown' };
      if (isExpired(link)) {
        return { state: 'expired', backUrl: link.data.refreshUrl };
      }
      const account = await store.get('account', link.data.accountId);
      if (!account) return { state: 'unknown' };
      return {
        state: 'open',
        onboarding: onboardingView(link.id, account.data),
      };
    },

    async completeOnboarding(linkId, form) {
      if (!isSandboxId('acctlink', linkId)) return { state: 'unknown' };
      const outcome = await store.transaction(
        async (
          tx,
        ): Promise<{
          result: OnboardingResult;
          account?: Stored<'account'>;
        }> => {
          const link = await tx.get('account_link', linkId, { lock: true });
          if (!link) return { result: { state: 'unknown' } };
          if (isExpired(link)) {
            return {
              result: { state: 'expired', backUrl: link.data.refreshUrl },
            };
          }
          const account = await tx.get('account', link.data.accountId, {
            lock: true,
          });
          if (!account) return { result: { state: 'unknown' } };
          const values = cleanForm(form);
          const invalid = invalidField(values);
          if (invalid) {
            return {
              result: {
                state: 'rejected',
                field: invalid,
                message: onboardingMessages[invalid],
                onboarding: onboardingView(link.id, account.data, values),
              },
            };
          }
          const data: AccountDoc = {
            ...account.data,
            firstName: values.firstName,
            lastName: values.lastName,
            country: values.country,
            defaultCurrency: values.currency,
            onboarded: true,
          };
          await tx.update('account', account.id, data);
          await tx.update('account_link', link.id, {
            ...link.data,
            used: true,
          });
          return {
            result: { state: 'completed', returnUrl: link.data.returnUrl },
            account: { ...account, data },
          };
        },
      );
      if (outcome.account) {
        await context.publish([
          {
            type: 'account.changed',
            account: toProviderAccount(
              outcome.account.id,
              outcome.account.data,
            ),
          },
        ]);
      }
      return outcome.result;
    },
  };
}

function cleanForm(form: OnboardingForm): OnboardingForm {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    country: form.country.trim().toUpperCase(),
    currency: form.currency.trim().toLowerCase(),
  };
}

const isName = (value: string) => isPlainText(value, NAME_MAX_LENGTH);

function invalidField(values: OnboardingForm): keyof OnboardingForm | null {
  if (!isName(values.firstName)) return 'firstName';
  if (!isName(values.lastName)) return 'lastName';
  if (!ONBOARDING_COUNTRIES.some(({ code }) => code === values.country)) {
    return 'country';
  }
  if (!(CURRENCIES as readonly string[]).includes(values.currency)) {
    return 'currency';
  }
  return null;
}
