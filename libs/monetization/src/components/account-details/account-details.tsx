import { Fragment } from 'react';
import {
  maskAccountEmail,
  monetizationMessages as text,
  type ConnectedPaymentAccount,
} from '@ruume/contracts';
import { Badge } from '@ruume/ui-kit';
import { formatCountry } from '../../utils/format';
import {
  StyledDetails,
  StyledTerm,
  StyledValue,
} from './account-details.styles';

/** The holder's name as the provider has it, or null when onboarding has not asked yet. */
const holderName = ({ individual }: ConnectedPaymentAccount) => {
  const name = [individual?.first_name, individual?.last_name]
    .filter(Boolean)
    .join(' ');
  return name || null;
};

/**
 * SPEC §3 connected payment account: name, email (masked after the first 3 characters of its
 * local part, SPEC §9), country, default currency, and whether payouts are on.
 */
export function AccountDetails({
  account,
}: {
  account: ConnectedPaymentAccount;
}) {
  const rows = [
    [text.accountName, holderName(account) ?? text.notProvided],
    [
      text.accountEmail,
      account.email ? maskAccountEmail(account.email) : text.notProvided,
    ],
    [text.accountCountry, formatCountry(account.country)],
    [
      text.accountCurrency,
      account.default_currency?.toUpperCase() ?? text.notProvided,
    ],
  ] as const;
  return (
    <StyledDetails>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <StyledTerm>{term}</StyledTerm>
          <StyledValue>{value}</StyledValue>
        </Fragment>
      ))}
      <StyledTerm>{text.accountPayouts}</StyledTerm>
      <StyledValue>
        <Badge tone={account.payouts_enabled ? 'success' : 'warning'}>
          {account.payouts_enabled ? text.payoutsEnabled : text.payoutsDisabled}
        </Badge>
      </StyledValue>
    </StyledDetails>
  );
}
