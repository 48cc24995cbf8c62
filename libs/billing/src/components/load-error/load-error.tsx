import { errorMessage } from '@ruume/api-client';
import { billingMessages } from '@ruume/contracts';
import { Alert, Button, Stack, Text } from '@ruume/ui-kit';

export interface LoadErrorProps {
  /** The failed query's error: its server message is shown. */
  error: unknown;
  onRetry: () => void;
  /** What could not load (default: the billing details). */
  title?: string;
}

/**
 * A part of a billing page that could not load: why, and a way to try again. The rest of the
 * page stays (ui-kit's ErrorState is a whole public page, with its own header).
 */
export function LoadError({
  error,
  onRetry,
  title = billingMessages.loadFailedTitle,
}: LoadErrorProps) {
  return (
    <Alert tone="danger" title={title}>
      <Stack gap={3} align="start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {billingMessages.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
