import type { ReactNode } from 'react';
import { errorMessage } from '@ruume/api-client';
import { billingMessages, paths, relativeRoute } from '@ruume/contracts';
import { Button, type ButtonProps, Text } from '@ruume/ui-kit';
import {
  useInvoiceHistoryPortalMutation,
  usePaymentMethodUpdatePortalMutation,
} from '../../api/billing-api';
import { useNewTab } from '../../hooks/use-new-tab';

const back = relativeRoute(paths.settings.subscriptionBilling);

export interface PortalButtonProps {
  /** Which page of the payment provider's billing portal opens. */
  flow: 'invoices' | 'payment_method_update';
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * Opens the payment provider's billing portal in a new tab (SPEC §7: portal links open in a new
 * tab), coming back to the billing page; says why when it could not open.
 */
export function PortalButton({
  flow,
  children,
  variant,
  size,
}: PortalButtonProps) {
  const [openInvoices] = useInvoiceHistoryPortalMutation();
  const [openCardUpdate] = usePaymentMethodUpdatePortalMutation();
  const openPortal = flow === 'invoices' ? openInvoices : openCardUpdate;
  const tab = useNewTab();
  return (
    <>
      <div>
        <Button
          variant={variant}
          size={size}
          trailingIcon="external-link"
          busy={tab.busy}
          busyLabel={billingMessages.openingPortal}
          onClick={() =>
            void tab.open(() => openPortal({ returnUrlRoute: back }).unwrap())
          }
        >
          {children}
        </Button>
      </div>
      {tab.error !== null && (
        <Text size="sm" tone="danger" role="alert">
          {errorMessage(tab.error)}
        </Text>
      )}
    </>
  );
}
