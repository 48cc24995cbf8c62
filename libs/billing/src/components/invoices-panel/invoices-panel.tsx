import { billingMessages } from '@ruume/contracts';
import { SettingsSection } from '@ruume/ui-kit';
import { PortalButton } from '../portal-button/portal-button';

/** The invoices tab: invoices and receipts live in the payment provider's portal (a new tab). */
export function InvoicesPanel() {
  return (
    <SettingsSection
      title={billingMessages.invoicesTitle}
      description={billingMessages.invoicesText}
    >
      <PortalButton flow="invoices">
        {billingMessages.openInvoices}
      </PortalButton>
    </SettingsSection>
  );
}
