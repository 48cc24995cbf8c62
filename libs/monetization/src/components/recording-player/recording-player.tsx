import { monetizationMessages as text, type Recording } from '@ruume/contracts';
import { Modal } from '@ruume/ui-kit';
import { RecordingVideo } from '../recording-video/recording-video';

export interface RecordingPlayerProps {
  recording: Pick<Recording, 'name' | 'url' | 'posterUrl'>;
  onClose: () => void;
}

/** Plays a recording in a dialog, from the start. */
export function RecordingPlayer({ recording, onClose }: RecordingPlayerProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={recording.name}
      size="lg"
      closeLabel={text.closePlayer}
    >
      <RecordingVideo recording={recording} autoPlay />
    </Modal>
  );
}
