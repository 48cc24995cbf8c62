import { useCallback, useEffect, useRef, useState } from 'react';
import { monetizationMessages as text, type Recording } from '@ruume/contracts';
import { Modal } from '@ruume/ui-kit';
import { monetizationApi } from '../../api/monetization-api';
import { summaryCaptionsUrl } from '../../utils/summary-urls';
import { ChapterBar } from '../chapter-bar/chapter-bar';
import {
  RecordingVideo,
  type RecordingVideoHandle,
} from '../recording-video/recording-video';
import { SummaryPanel } from '../summary-panel/summary-panel';
import { StyledLayout, StyledPlayer } from './summary-dialog.styles';

export interface SummaryDialogProps {
  recording: Pick<Recording, 'id' | 'name' | 'url' | 'posterUrl'>;
  /** Plays from here at once (a search hit's moment). */
  startAtMs?: number | null;
  onClose: () => void;
}

/**
 * A recording with its summary and transcript: the player and the panel share the dialog, so
 * a line of the transcript plays the recording from there, and a ready transcript captions it.
 */
export function SummaryDialog({
  recording,
  startAtMs = null,
  onClose,
}: SummaryDialogProps) {
  const video = useRef<RecordingVideoHandle>(null);
  const [currentMs, setCurrentMs] = useState<number | null>(null);
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const { data } = monetizationApi.endpoints.recordingSummary.useQueryState({
    id: recording.id,
  });
  const captionsUrl =
    data?.state === 'ready' && data.transcript.length > 0
      ? summaryCaptionsUrl(recording.id)
      : undefined;
  const seek = useCallback(
    (ms: number) => video.current?.seekTo(ms / 1000),
    [],
  );
  const played = useCallback(
    (seconds: number) => setCurrentMs(Math.round(seconds * 1000)),
    [],
  );
  // Opened at a moment: the video takes the seek once it can (RecordingVideo keeps it till then).
  useEffect(() => {
    if (startAtMs !== null) video.current?.seekTo(startAtMs / 1000);
  }, [startAtMs]);
  const measured = useCallback(
    (seconds: number) => setDurationMs(Math.round(seconds * 1000)),
    [],
  );
  const chapters =
    data?.state === 'ready' ? (data.summary?.chapters ?? []) : [];

  return (
    <Modal
      open
      onClose={onClose}
      title={recording.name}
      size="xl"
      closeLabel={text.closePlayer}
    >
      <StyledLayout>
        <StyledPlayer>
          <RecordingVideo
            ref={video}
            recording={recording}
            captionsUrl={captionsUrl}
            onTimeUpdate={played}
            onDuration={measured}
          />
          {/* One chapter is the whole recording: nothing to mark. */}
          {chapters.length > 1 && durationMs !== null && (
            <ChapterBar
              chapters={chapters}
              durationMs={durationMs}
              currentMs={currentMs}
              onSeek={seek}
            />
          )}
        </StyledPlayer>
        <SummaryPanel
          recordingId={recording.id}
          currentMs={currentMs}
          onSeek={seek}
        />
      </StyledLayout>
    </Modal>
  );
}
