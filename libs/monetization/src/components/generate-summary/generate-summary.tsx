import { errorMessage } from '@ruume/api-client';
import { monetizationMessages, type RecordingSummary } from '@ruume/contracts';
import { Alert, Button, Heading, Stack, Text } from '@ruume/ui-kit';
import { useRegenerateSummaryMutation } from '../../api/monetization-api';

const text = monetizationMessages.summary;

export interface GenerateSummaryProps {
  summary: Pick<RecordingSummary, 'recordingId' | 'error'> & {
    state: 'none' | 'failed';
  };
  /** The summary is queued: the panel takes focus from the button that goes. */
  onStarted: () => void;
}

/** No summary yet, or the last one failed: what it would give, and a button to make it. */
export function GenerateSummary({
  summary: { recordingId, state, error },
  onStarted,
}: GenerateSummaryProps) {
  const [generate, request] = useRegenerateSummaryMutation();
  const start = async () => {
    const result = await generate({ id: recordingId });
    if (!('error' in result)) onStarted();
  };
  const failed = state === 'failed';
  return (
    <Stack gap={3} align="start">
      {failed ? (
        <Alert tone="danger">{text.failed(error)}</Alert>
      ) : (
        <>
          <Heading level={3} size="md">
            {text.noneTitle}
          </Heading>
          <Text size="sm">{text.noneText}</Text>
        </>
      )}
      <Button
        variant={failed ? 'secondary' : 'primary'}
        busy={request.isLoading}
        busyLabel={text.regenerating}
        onClick={() => void start()}
      >
        {failed ? monetizationMessages.tryAgain : text.generate}
      </Button>
      {request.isError && (
        <Alert tone="danger">
          {errorMessage(request.error, text.regenerateFailed)}
        </Alert>
      )}
    </Stack>
  );
}
