import { useState } from 'react';
import { useCurrentUser } from '@ruume/api-client';
import { billingMessages } from '@ruume/contracts';
import { Tab, TabList, TabPanel, Tabs } from '@ruume/ui-kit';
import { InvoicesPanel } from '../../components/invoices-panel/invoices-panel';
import { PaymentMethodsPanel } from '../../components/payment-methods-panel/payment-methods-panel';
import { useRefreshUserOnReturn } from '../../hooks/use-refresh-user-on-return';

/**
 * SPEC §2 /settings/subscription-billing: tabs invoices and payment methods. The portals run in
 * another tab: coming back reads the user (and the cards) again.
 */
export function SubscriptionBillingPage() {
  const { user } = useCurrentUser();
  useRefreshUserOnReturn();
  const [tab, setTab] = useState('invoices');

  // The protected route renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList aria-label={billingMessages.billingTabsLabel}>
        <Tab value="invoices">{billingMessages.invoicesTab}</Tab>
        <Tab value="payment-methods">{billingMessages.paymentMethodsTab}</Tab>
      </TabList>
      <TabPanel value="invoices">
        <InvoicesPanel />
      </TabPanel>
      <TabPanel value="payment-methods">
        <PaymentMethodsPanel subscriptionId={user.planSubscription?.id} />
      </TabPanel>
    </Tabs>
  );
}
