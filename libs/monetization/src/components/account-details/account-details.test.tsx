import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { connectedAccount, onboardingAccount } from '../../testing';
import { AccountDetails } from './account-details';

/** The value shown beside a label of the details list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling;

it('shows the account with its email masked after the first 3 characters (SPEC §9)', () => {
  renderWithTheme(<AccountDetails account={connectedAccount} />);
  expect(valueOf('name')).toHaveTextContent('Jane Doe');
  expect(valueOf('email')).toHaveTextContent('jan***@example.com');
  expect(screen.queryByText(/jane\.doe@/)).not.toBeInTheDocument();
  expect(valueOf('country')).toHaveTextContent('Canada');
  expect(valueOf('default currency')).toHaveTextContent('CAD');
  expect(valueOf('payouts')).toHaveTextContent('enabled');
});

it('says what the provider has not asked for yet', () => {
  renderWithTheme(<AccountDetails account={onboardingAccount} />);
  expect(valueOf('name')).toHaveTextContent('not provided');
  expect(valueOf('email')).toHaveTextContent('not provided');
  expect(valueOf('payouts')).toHaveTextContent('not enabled yet');
});

it('masks a short local part too', () => {
  renderWithTheme(
    <AccountDetails account={{ ...connectedAccount, email: 'al@ex.io' }} />,
  );
  expect(valueOf('email')).toHaveTextContent('a***@ex.io');
});
