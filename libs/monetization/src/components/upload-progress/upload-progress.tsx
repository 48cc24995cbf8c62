import { monetizationMessages as text } from '@ruume/contracts';
import { Button, ProgressBar, Spinner } from '@ruume/ui-kit';
import type { UploadState } from '../../hooks/use-recording-upload';
import {
  StyledPhase,
  StyledPhaseRow,
  StyledProgress,
} from './upload-progress.styles';

export interface UploadProgressProps {
  state: Pick<UploadState, 'phase' | 'percent' | 'fileName'>;
  onCancel?: () => void;
}

/**
 * SPEC §4 recording upload as it runs: a real progress bar while the file is sent ('uploading'),
 * then 'processing' once every byte is sent, until the server has the recording ready.
 */
export function UploadProgress({ state, onCancel }: UploadProgressProps) {
  const { phase, percent, fileName } = state;
  if (phase !== 'uploading' && phase !== 'processing') return null;
  const processing = phase === 'processing';
  const shown = processing ? 100 : Math.floor(percent);
  return (
    <StyledProgress>
      <ProgressBar
        label={text.uploadProgressLabel(fileName ?? '')}
        value={shown}
        valueText={`${shown}%`}
        tone={processing ? 'success' : 'primary'}
      />
      <StyledPhaseRow>
        <StyledPhase role="status">
          {processing && <Spinner size="sm" tone="primary" decorative />}
          {text.uploadPhases[phase]}
        </StyledPhase>
        {!processing && onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {text.cancelUpload}
          </Button>
        )}
      </StyledPhaseRow>
    </StyledProgress>
  );
}
