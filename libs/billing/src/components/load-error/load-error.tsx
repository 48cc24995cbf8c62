import { errorMessage } from '@ruume/api-client';
import { billingMessages } from '@ruume/contracts';
import { Alert, Button, Stack, Text } from '@ruume/ui-kit';

export interface LoadErrorProps {
  /** The failed query's error: its server message is shown. */
  error: unknown;
  onRetry: () => void;
}

/**
 * A part of a billing page that could not load: why, and a way to try again. The rest of the
 * page stays (ui-kit's ErrorState is a whole public page, with its own header).
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <Alert tone="danger" title={billingMessages.loadFailedTitle}>
      <Stack gap={3} align="start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {billingMessages.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
