import { useState } from 'react';
import { errorMessage } from '@ruume/api-client';
import {
  monetizationMessages as text,
  paths,
  relativeRoute,
  type StripeInfo,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  LoadError,
  SettingsSection,
  Spinner,
  Stack,
} from '@ruume/ui-kit';
import {
  useCreatePaymentAccountMutation,
  useOnboardingLinkMutation,
  usePaymentAccountQuery,
} from '../../api/monetization-api';
import { browserLocation } from '../../utils/browser-location';
import { AccountDetails } from '../account-details/account-details';
import { DisconnectAccount } from '../disconnect-account/disconnect-account';

/** SPEC §4 payments account: none, then created, then onboarded. */
export type PaymentAccountState = 'none' | 'created' | 'onboarded';

/** The current user's stripeInfo follows the provider's events: it tells the state. */
export const paymentAccountState = (
  stripeInfo: StripeInfo | null,
): PaymentAccountState =>
  !stripeInfo
    ? 'none'
    : stripeInfo.isAccountOnboarded
      ? 'onboarded'
      : 'created';

/** Onboarding comes back to this page, done or not. */
const returnUrlRoute = relativeRoute(paths.settings.monetization);

/** Opens the provider's hosted onboarding: a new account's, or the next step of one begun. */
function useOnboarding(state: PaymentAccountState) {
  const [create, creating] = useCreatePaymentAccountMutation();
  const [link, linking] = useOnboardingLinkMutation();
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    const result =
      state === 'none'
        ? await create({ returnUrlRoute })
        : await link({ returnUrlRoute });
    if ('data' in result && result.data) {
      // The page stays busy until the browser has left it.
      setLeaving(true);
      browserLocation.assign(result.data.url);
    }
  };
  const failed = state === 'none' ? creating : linking;
  return {
    start,
    busy: creating.isLoading || linking.isLoading || leaving,
    error: failed.isError ? failed.error : null,
  };
}

/** The onboarded account's details, as the provider has them. */
function ConnectedAccount() {
  const account = usePaymentAccountQuery();
  if (account.isLoading)
    return <Spinner tone="primary" label={text.accountLoading} />;
  if (account.isError)
    return (
      <LoadError
        title={text.accountLoadFailed}
        message={errorMessage(account.error)}
        onRetry={() => void account.refetch()}
      />
    );
  return account.data ? <AccountDetails account={account.data} /> : null;
}

/**
 * The creator's payments account (SPEC §4): connect one, continue its onboarding, or see its
 * details and disconnect it.
 */
export function PaymentAccount({
  stripeInfo,
}: {
  stripeInfo: StripeInfo | null;
}) {
  const state = paymentAccountState(stripeInfo);
  const onboarding = useOnboarding(state);

  if (state === 'onboarded') {
    return (
      <SettingsSection
        title={text.accountTitle}
        description={text.accountOnboardedText}
      >
        <ConnectedAccount />
        <div>
          <DisconnectAccount />
        </div>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      title={text.accountTitle}
      description={
        state === 'none' ? text.accountNoneText : text.accountCreatedText
      }
    >
      <Stack gap={4} align="start">
        {onboarding.error !== null && (
          <Alert tone="danger">{errorMessage(onboarding.error)}</Alert>
        )}
        <Button
          trailingIcon="external-link"
          busy={onboarding.busy}
          busyLabel={text.opening}
          onClick={() => void onboarding.start()}
        >
          {state === 'none' ? text.connect : text.continueOnboarding}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
