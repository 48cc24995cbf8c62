import { screen } from '@testing-library/react';
import { billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { TestModeBadge } from './test-mode-badge';

it('reads “test mode”, described by the hint', () => {
  renderWithTheme(<TestModeBadge active />);
  const badge = screen.getByText(billingMessages.testMode);
  expect(badge).toHaveAccessibleDescription(billingMessages.testModeHint);
  expect(badge).toHaveAttribute('title', billingMessages.testModeHint);
});

it('renders nothing with real payments', () => {
  const { container } = renderWithTheme(<TestModeBadge active={false} />);
  expect(container).toBeEmptyDOMElement();
});
