import { monetizationMessages as text } from '@ruume/contracts';
import { Alert, Button, Stack } from '@ruume/ui-kit';

export interface UploadCompleteProps {
  /** The new recording's name. */
  name: string;
  onUploadAnother: () => void;
}

/** SPEC §4: the upload is complete; the recording is in the list, ready to share. */
export function UploadComplete({ name, onUploadAnother }: UploadCompleteProps) {
  return (
    <Stack gap={4} align="start">
      <Alert tone="success" title={text.uploadPhases.complete}>
        {text.uploadComplete(name)}
      </Alert>
      <Button variant="secondary" leadingIcon="plus" onClick={onUploadAnother}>
        {text.uploadAnother}
      </Button>
    </Stack>
  );
}
