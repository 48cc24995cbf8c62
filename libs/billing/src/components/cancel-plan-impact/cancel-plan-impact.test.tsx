import { screen } from '@testing-library/react';
import {
  paymentEndpoints,
  stopsSelling,
  stopsSellingInGeneral,
} from '@ruume/contracts';
import { mockError } from '@ruume/api-client/testing';
import {
  billingHandlers,
  billingUsers,
  monetizedProducts,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import { CancelPlanImpact } from './cancel-plan-impact';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...billingHandlers);
const render = () =>
  renderWithAccount(<CancelPlanImpact />, {
    user: billingUsers.professionalMonthly,
  });

it('counts the recordings that stop selling and the rooms whose fees go on', async () => {
  render();
  const text = stopsSelling('cancelPlan', monetizedProducts) ?? '';
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(text).toMatch(/^your 3 paid recordings will not be for sale/);
  expect(text).toMatch(/donations to 2 recordings will be turned off/);
});

it('says the same in general words when the count fails', async () => {
  server.use(mockError(paymentEndpoints.monetizedProducts, 'INTERNAL_ERROR'));
  render();
  expect(
    await screen.findByText(stopsSellingInGeneral.cancelPlan),
  ).toBeInTheDocument();
});
