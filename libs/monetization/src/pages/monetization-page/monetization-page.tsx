import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@ruume/api-client';
import { currentTier, monetizationMessages as text } from '@ruume/contracts';
import { Stack, Tab, TabList, TabPanel, Tabs } from '@ruume/ui-kit';
import { usePaymentAccountQuery } from '../../api/monetization-api';
import { EarningsShares } from '../../components/earnings-shares/earnings-shares';
import { PaymentAccount } from '../../components/payment-account/payment-account';
import { PayoutSchedule } from '../../components/payout-schedule/payout-schedule';
import { RecordingsScreen } from '../../components/recordings-screen/recordings-screen';
import { Sales } from '../../components/sales-table/sales-table';
import { useFollowCurrentUser } from '../../hooks/use-follow-current-user';

/** The payments account's own schedule (the account query is shared with its details). */
function AccountPayoutSchedule({ connected }: { connected: boolean }) {
  const account = usePaymentAccountQuery(undefined, { skip: !connected });
  return <PayoutSchedule schedule={account.data?.payout_schedule ?? null} />;
}

/** The tab in the address (?tab=recordings), so a link or a reload opens the same one. */
export const MONETIZATION_TAB_PARAM = 'tab';
type MonetizationTab = 'overview' | 'recordings';

const tabOf = (value: string | null): MonetizationTab =>
  value === 'recordings' ? 'recordings' : 'overview';

/**
 * SPEC §2 /settings/monetization: an overview tab (payments account, earnings shares, payouts,
 * recording sales, room entry fees) and the files-and-recordings screen.
 */
export function MonetizationPage() {
  const { user } = useCurrentUser();
  useFollowCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(MONETIZATION_TAB_PARAM));
  // Once opened, the recordings stay mounted: an upload under way keeps its progress in view.
  const [recordingsOpened, setRecordingsOpened] = useState(false);
  if (tab === 'recordings' && !recordingsOpened) setRecordingsOpened(true);

  // The protected route renders this page only for a signed-in user.
  if (!user) return null;

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete(MONETIZATION_TAB_PARAM);
        else updated.set(MONETIZATION_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={select}>
      <TabList aria-label={text.tabsLabel}>
        <Tab value="overview">{text.overviewTab}</Tab>
        <Tab value="recordings">{text.recordingsTab}</Tab>
      </TabList>
      <TabPanel value="overview">
        <Stack gap={6}>
          <PaymentAccount stripeInfo={user.stripeInfo} />
          <EarningsShares tier={currentTier(user)} />
          <AccountPayoutSchedule connected={user.stripeInfo !== null} />
          <Sales />
        </Stack>
      </TabPanel>
      <TabPanel value="recordings" keepMounted={recordingsOpened}>
        <RecordingsScreen />
      </TabPanel>
    </Tabs>
  );
}
