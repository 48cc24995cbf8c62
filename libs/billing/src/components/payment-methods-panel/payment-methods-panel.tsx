import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '@ruume/api-client';
import { billingMessages } from '@ruume/contracts';
import { LoadError, SettingsSection, Spinner, Stack } from '@ruume/ui-kit';
import {
  usePaymentMethodsQuery,
  useSubscriptionPaymentMethodQuery,
} from '../../api/billing-api';
import { PaymentMethodList } from '../payment-method-list/payment-method-list';
import { PortalButton } from '../portal-button/portal-button';

// Cards change in the portal, in another tab: both lists are asked again on the way back.
const onReturn = { refetchOnFocus: true } as const;

export interface PaymentMethodsPanelProps {
  /** The user's subscription, whose card is marked (none on the free plan). */
  subscriptionId?: string | null;
}

/** The payment methods tab: the saved cards, and the portal to update them (a new tab). */
export function PaymentMethodsPanel({
  subscriptionId = null,
}: PaymentMethodsPanelProps) {
  const methods = usePaymentMethodsQuery(undefined, onReturn);
  const charged = useSubscriptionPaymentMethodQuery(
    subscriptionId ? { id: subscriptionId } : skipToken,
    onReturn,
  );

  const failed = methods.isError ? methods : charged.isError ? charged : null;

  return (
    <SettingsSection
      title={billingMessages.paymentMethodsTitle}
      description={billingMessages.paymentMethodsText}
    >
      {methods.isLoading || charged.isLoading ? (
        <Stack align="center">
          <Spinner
            size="lg"
            tone="primary"
            label={billingMessages.loadingPaymentMethods}
          />
        </Stack>
      ) : failed ? (
        <LoadError
          title={billingMessages.loadFailedTitle}
          message={errorMessage(failed.error)}
          onRetry={() => {
            if (methods.isError) void methods.refetch();
            if (charged.isError) void charged.refetch();
          }}
        />
      ) : (
        <PaymentMethodList
          methods={methods.data ?? []}
          chargedId={charged.data?.id}
        />
      )}
      <PortalButton flow="payment_method_update" variant="secondary">
        {billingMessages.updatePaymentMethod}
      </PortalButton>
    </SettingsSection>
  );
}
