import { messages } from '@ruume/contracts';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';

export interface LoadErrorProps {
  /** What could not load ('we could not load your recordings'). */
  title?: string;
  /** Why: the failed query's message (api-client's `errorMessage(error)`). */
  message: string;
  onRetry: () => void;
  /** The retry button's label; 'try again' unless told. */
  retryLabel?: string;
}

/**
 * A part of a page whose query failed: why, and a way to try again. The rest of the page
 * stays (ErrorState is for a page that failed as a whole).
 */
export function LoadError({
  title = messages.loadFailedTitle,
  message,
  onRetry,
  retryLabel = messages.tryAgain,
}: LoadErrorProps) {
  return (
    <Alert tone="danger" title={title}>
      <Stack gap={3} align="start">
        <Text size="sm">{message}</Text>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
