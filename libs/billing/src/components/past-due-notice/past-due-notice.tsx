import { currentUserApi, useCurrentUser } from '@ruume/api-client';
import { billingMessages } from '@ruume/contracts';
import { Alert, Text } from '@ruume/ui-kit';
import { PortalButton } from '../portal-button/portal-button';
import { StyledNotice, StyledNoticeBody } from './past-due-notice.styles';

/**
 * Above every signed-in page while the last renewal failed (planSubscription.status past_due):
 * says so, and opens the payment provider's card update page in a new tab. Back in this tab,
 * the user is read again, so the notice goes once the new card has paid.
 */
export function PastDueNotice() {
  const { user } = useCurrentUser();
  const pastDue = user?.planSubscription?.status === 'past_due';
  currentUserApi.useCurrentUserQuery(undefined, {
    refetchOnFocus: true,
    skip: !pastDue,
  });

  if (!pastDue) return null;

  return (
    <StyledNotice>
      <Alert tone="warning" title={billingMessages.pastDueTitle} live="alert">
        <StyledNoticeBody>
          <Text size="sm">{billingMessages.pastDueText}</Text>
          <PortalButton
            flow="payment_method_update"
            size="sm"
            variant="secondary"
          >
            {billingMessages.updateCard}
          </PortalButton>
        </StyledNoticeBody>
      </Alert>
    </StyledNotice>
  );
}
