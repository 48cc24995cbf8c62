import { shareMessages } from '@ruume/contracts';
import { Alert } from '@ruume/ui-kit';

/**
 * Above the paid form when the recording's creator cannot take payments now (moved to the free
 * plan, or no payments account): it is not for sale, and past buyers still get it by email.
 */
export function NotForSaleNotice() {
  return (
    <Alert tone="info" live="none" title={shareMessages.notForSaleNow}>
      {shareMessages.notForSaleNowPastBuyers}
    </Alert>
  );
}
