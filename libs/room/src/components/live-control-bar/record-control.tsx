// The moderators' record button: record, stop recording, or — when the room cannot record
// now — why not, with the way to fix it for the host (plans, storage). Starting and stopping
// ask nothing: the whole room is told either way (the "rec" badge and a notice).
import {
  liveRoomMessages as text,
  paths,
  roomErrorMessages,
  type RoomRecordable,
} from '@ruume/contracts';
import { Icon, RecordingDot, TextLink } from '@ruume/ui-kit';
import { Control, PopoverControl } from './live-control';
import {
  StyledCardSection,
  StyledGlyph,
  StyledPopoverTitle,
  StyledRecordNote,
} from './live-control-bar.styles';

export interface RecordControlProps {
  recording: boolean;
  recordable: RoomRecordable;
  /** The host can change the plan or free storage; a co-host is told why only. */
  isHost: boolean;
  /** In the phone's 'more' card: the reason in it, not in a card of its own. */
  inCard?: boolean;
  onRecord: (on: boolean) => void;
}

const reasons: Record<Exclude<RoomRecordable, 'yes'>, string> = {
  'not-in-plan': roomErrorMessages.recordingNotInPlan,
  'storage-full': roomErrorMessages.recordingStorageFull,
  unavailable: roomErrorMessages.recordingUnavailable,
};

/** The host's way out, in a new tab: the meeting goes on in this one. */
const fixes: Partial<Record<RoomRecordable, { label: string; href: string }>> =
  {
    'not-in-plan': {
      label: text.recordUpgrade,
      href: paths.settings.subscription,
    },
    'storage-full': {
      label: text.recordManageStorage,
      href: paths.settings.recordings,
    },
  };

function RecordRefusal({
  recordable,
  isHost,
}: {
  recordable: Exclude<RoomRecordable, 'yes'>;
  isHost: boolean;
}) {
  const fix = isHost ? fixes[recordable] : undefined;
  return (
    <StyledRecordNote>
      {reasons[recordable]}{' '}
      {fix && (
        <TextLink href={fix.href} target="_blank" rel="noopener noreferrer">
          {fix.label}
          <Icon name="external-link" size="xs" />
        </TextLink>
      )}
    </StyledRecordNote>
  );
}

const dot = (
  <StyledGlyph>
    <RecordingDot size="md" />
  </StyledGlyph>
);

export function RecordControl({
  recording,
  recordable,
  isHost,
  inCard = false,
  onRecord,
}: RecordControlProps) {
  // Stopping is always possible, whatever the room could start now.
  if (recording)
    return (
      <Control
        icon={
          <StyledGlyph>
            <Icon name="stop" />
          </StyledGlyph>
        }
        label={text.stopRecording}
        short={text.stopRecording}
        onClick={() => onRecord(false)}
      />
    );
  if (recordable === 'yes')
    return (
      <Control
        icon={dot}
        label={text.recordLabel}
        short={text.record}
        onClick={() => onRecord(true)}
      />
    );
  const why = <RecordRefusal recordable={recordable} isHost={isHost} />;
  // A section of the card, under its title, as the shortcuts are.
  if (inCard)
    return (
      <StyledCardSection>
        <StyledPopoverTitle>
          <RecordingDot />
          {text.recordLabel}
        </StyledPopoverTitle>
        {why}
      </StyledCardSection>
    );
  return (
    <PopoverControl icon={dot} label={text.recordLabel} short={text.record}>
      {() => why}
    </PopoverControl>
  );
}
