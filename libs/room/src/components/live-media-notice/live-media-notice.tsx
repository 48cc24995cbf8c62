import { type RoomCapacity, liveRoomMessages } from '@ruume/contracts';
import { Alert } from '@ruume/ui-kit';

const text = liveRoomMessages;

export interface LiveMediaNoticeProps {
  /** The SFU stayed down: audio and video are off for everyone until it is back. */
  unavailable: boolean;
  /** The SFU is up but this browser cannot reach it (its socket or its media). */
  unreachable?: boolean;
  /** Shown to moderators when the room holds fewer people for want of the SFU. */
  capacity: RoomCapacity | null;
  moderator: boolean;
}

/**
 * What the room's media lacks, said once: the SFU is down, this browser cannot reach it, or the
 * room is capped without it.
 */
export function LiveMediaNotice({
  unavailable,
  unreachable = false,
  capacity,
  moderator,
}: LiveMediaNoticeProps) {
  if (unavailable)
    return (
      <Alert tone="warning" title={text.mediaUnavailableTitle}>
        {text.mediaUnavailableText}
      </Alert>
    );
  if (unreachable)
    return (
      <Alert tone="warning" title={text.mediaUnreachableTitle}>
        {text.mediaUnreachableText}
      </Alert>
    );
  if (moderator && capacity?.limitedBy === 'no-sfu')
    return (
      <Alert
        tone="info"
        live="none"
        title={text.capacityNoSfuTitle(capacity.participants)}
      >
        {text.capacityNoSfuText}
      </Alert>
    );
  return null;
}
