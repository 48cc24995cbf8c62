import { screen, within } from '@testing-library/react';
import { SUPPORT_EMAIL, billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { billingUsers } from '../../testing';
import { CancelPlan } from './cancel-plan';

const noop = () => undefined;

it('confirms before cancelling a professional plan', async () => {
  const onConfirm = jest.fn();
  const { user } = renderWithTheme(
    <CancelPlan
      subscription={billingUsers.professionalMonthly.planSubscription}
      status="idle"
      onConfirm={onConfirm}
      onReset={noop}
    />,
  );
  await user.click(
    screen.getByRole('button', { name: billingMessages.cancelPlan }),
  );
  const dialog = screen.getByRole('dialog', {
    name: billingMessages.cancelConfirmTitle,
  });
  expect(dialog).toHaveAccessibleDescription(billingMessages.cancelConfirmText);
  await user.click(
    within(dialog).getByRole('button', { name: billingMessages.cancelConfirm }),
  );
  expect(onConfirm).toHaveBeenCalledWith('sub_1ProfessionalMonthly');
});

it('keeping the plan closes the dialog without cancelling', async () => {
  const onConfirm = jest.fn();
  const { user } = renderWithTheme(
    <CancelPlan
      subscription={billingUsers.student.planSubscription}
      status="idle"
      onConfirm={onConfirm}
      onReset={noop}
    />,
  );
  await user.click(
    screen.getByRole('button', { name: billingMessages.cancelPlan }),
  );
  await user.click(
    screen.getByRole('button', { name: billingMessages.keepPlan }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

it('sends business plans to support, with no cancel button', () => {
  renderWithTheme(
    <CancelPlan
      subscription={billingUsers.business.planSubscription}
      status="idle"
      onConfirm={noop}
      onReset={noop}
    />,
  );
  expect(
    screen.queryByRole('button', { name: billingMessages.cancelPlan }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  expect(
    screen.getByText(/business plans are cancelled through support/),
  ).toBeVisible();
});

it('shows nothing on the free plan', () => {
  const { container } = renderWithTheme(
    <CancelPlan
      subscription={null}
      status="idle"
      onConfirm={noop}
      onReset={noop}
    />,
  );
  expect(container).toBeEmptyDOMElement();
});
