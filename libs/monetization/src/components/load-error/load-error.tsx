import { errorMessage } from '@ruume/api-client';
import { monetizationMessages } from '@ruume/contracts';
import { Alert, Button, Stack, Text } from '@ruume/ui-kit';

export interface LoadErrorProps {
  /** What could not load, e.g. 'we could not load your sales'. */
  title: string;
  /** The failed query's error: its server message is shown. */
  error: unknown;
  onRetry: () => void;
}

/** A part of a page that could not load: why, and a way to try again. The rest of the page stays. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert tone="danger" title={title}>
      <Stack gap={3} align="start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {monetizationMessages.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
