import { useEffect } from 'react';
import {
  monetizationMessages as text,
  type MeetingRecording,
} from '@ruume/contracts';
import { errorMessage } from '@ruume/api-client';
import { LoadError, Modal, Spinner } from '@ruume/ui-kit';
import { usePresignedUrlMutation } from '../../api/monetization-api';
import { StyledScreen } from './recording-player.styles';

export interface RecordingPlayerProps {
  recording: Pick<MeetingRecording, 'name' | 'url' | 'posterUrl'>;
  onClose: () => void;
}

/**
 * Plays a recording in a dialog from a short-lived link (POST meeting-recording/presigned-url);
 * the link answers range requests, so the player can seek before the whole file is loaded.
 */
export function RecordingPlayer({ recording, onClose }: RecordingPlayerProps) {
  const [sign, link] = usePresignedUrlMutation();
  const { url } = recording;
  useEffect(() => {
    void sign({ url });
  }, [sign, url]);

  return (
    <Modal
      open
      onClose={onClose}
      title={recording.name}
      size="lg"
      closeLabel={text.closePlayer}
    >
      <StyledScreen>
        {link.data ? (
          <video
            src={link.data.url}
            poster={recording.posterUrl ?? undefined}
            controls
            autoPlay
            playsInline
            preload="metadata"
          />
        ) : link.isError ? null : (
          <Spinner size="lg" tone="inverse" label={text.playerLoading} />
        )}
      </StyledScreen>
      {link.isError && (
        <LoadError
          title={text.playerFailed}
          message={errorMessage(link.error)}
          onRetry={() => void sign({ url })}
        />
      )}
    </Modal>
  );
}
