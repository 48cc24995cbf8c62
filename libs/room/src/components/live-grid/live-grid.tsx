import { type RoomParticipant, liveRoomMessages } from '@ruume/contracts';
import type { ConnectionQuality } from '../../live/media-transport';
import { LiveTile } from '../live-tile/live-tile';
import {
  StyledGrid,
  StyledMain,
  StyledSpotlight,
  StyledStrip,
} from './live-grid.styles';

const text = liveRoomMessages;

/** Columns for `count` tiles: one, two, then a square-ish grid. */
export const columnsFor = (count: number): number =>
  count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : 4;

export interface LiveGridProps {
  /** Self first. */
  participants: RoomParticipant[];
  selfId: string | null;
  streams: Record<string, MediaStream | null | undefined>;
  activeSpeakerId: string | null;
  quality: Record<string, ConnectionQuality>;
}

/** Everyone's tiles; a shared screen takes the stage with the others in a strip below. */
export function LiveGrid({
  participants,
  selfId,
  streams,
  activeSpeakerId,
  quality,
}: LiveGridProps) {
  const tile = (participant: RoomParticipant, spotlight = false) => (
    <LiveTile
      key={participant.id}
      participant={participant}
      stream={streams[participant.id] ?? null}
      isSelf={participant.id === selfId}
      speaking={participant.id === activeSpeakerId}
      quality={
        participant.id === selfId
          ? undefined
          : (quality[participant.id] ?? 'unknown')
      }
      spotlight={spotlight}
    />
  );
  const sharing = participants.find((p) => p.screen);
  if (sharing)
    return (
      <StyledSpotlight>
        <StyledMain aria-label={text.screenOf(sharing.displayName)}>
          {tile(sharing, true)}
        </StyledMain>
        <StyledStrip aria-label={text.stageLabel} tabIndex={0}>
          {participants.filter((p) => p !== sharing).map((p) => tile(p))}
        </StyledStrip>
      </StyledSpotlight>
    );
  return (
    <StyledGrid
      aria-label={text.stageLabel}
      $columns={columnsFor(participants.length)}
    >
      {participants.map((p) => tile(p))}
    </StyledGrid>
  );
}
