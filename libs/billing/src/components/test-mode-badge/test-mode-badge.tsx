import { useId } from 'react';
import { billingMessages } from '@ruume/contracts';
import { Badge, VisuallyHidden } from '@ruume/ui-kit';

export interface TestModeBadgeProps {
  /** Payments run on the sandbox (the runtime config's paymentsTestMode): the badge shows. */
  active: boolean;
}

/** 'test mode' in the top bar while payments are simulated, so nobody mistakes them for real. */
export function TestModeBadge({ active }: TestModeBadgeProps) {
  const hintId = useId();
  if (!active) return null;
  return (
    <>
      <Badge
        tone="warning"
        title={billingMessages.testModeHint}
        aria-describedby={hintId}
      >
        {billingMessages.testMode}
      </Badge>
      <VisuallyHidden id={hintId}>
        {billingMessages.testModeHint}
      </VisuallyHidden>
    </>
  );
}
