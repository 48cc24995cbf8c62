import { useId } from 'react';
import {
  isModerator,
  isOnStage,
  type RoomParticipant,
  type RoomSettings,
  type RoomWaiter,
  liveRoomMessages as text,
} from '@ruume/contracts';
import { Button } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import type { ModeratorTarget } from '../../live/room-snapshot';
import { LiveSidePanel } from '../live-side-panel/live-side-panel';
import {
  StyledList,
  StyledSection,
  StyledSectionHeader,
} from './live-people-panel.styles';
import { PersonRow, type PersonActions } from './person-row';
import { RoomSettingsSection } from './room-settings-section';
import { WaitingList } from './waiting-list';

export interface LivePeoplePanelProps {
  self: RoomParticipant;
  others: RoomParticipant[];
  waiting: RoomWaiter[];
  settings: RoomSettings;
  /** How many watch (everyone sees the count; moderators find them in `others`). */
  audience?: number;
  /** The host's plan takes an audience: moderators get its settings. */
  hasAudience?: boolean;
  /** Our connection to each person, by id (as their tiles show it). */
  quality?: Record<string, ConnectionQuality>;
  onAdmit: (target: ModeratorTarget) => void;
  onDeny: (target: ModeratorTarget) => void;
  onMute: (target: ModeratorTarget) => void;
  /** Opens the remove dialog for this person. */
  onRemove: (participant: RoomParticipant) => void;
  onCohost: (participantId: string, cohost: boolean) => void;
  /** Invite someone watching on stage, or send someone on stage back (rooms with an audience). */
  onStage?: (participantId: string, onStage: boolean) => void;
  onSettings: (settings: Partial<RoomSettings>) => void;
  onEnd: () => void;
  onClose: () => void;
}

/** Who is in the room and who waits; moderators act on each from here. */
export function LivePeoplePanel({
  self,
  others,
  waiting,
  settings,
  audience = 0,
  hasAudience = false,
  quality = {},
  onAdmit,
  onDeny,
  onMute,
  onRemove,
  onCohost,
  onStage,
  onSettings,
  onEnd,
  onClose,
}: LivePeoplePanelProps) {
  const moderator = isModerator(self.role);
  const inRoomId = useId();
  const audienceId = useId();
  const all = [self, ...others];
  const everyone = all.filter((p) => isOnStage(p.role));
  // Raised hands first: the people asking to come on stage.
  const watchers = all
    .filter((p) => !isOnStage(p.role))
    .sort((a, b) => Number(b.handRaised) - Number(a.handRaised));
  const actions: PersonActions = {
    onMute,
    onRemove,
    onCohost,
    moves: hasAudience && onStage ? onStage : null,
  };
  const row = (participant: RoomParticipant) => (
    <PersonRow
      key={participant.id}
      participant={participant}
      self={self}
      quality={quality[participant.id]}
      actions={actions}
    />
  );

  return (
    <LiveSidePanel title={text.peopleTitle} onClose={onClose}>
      {moderator && waiting.length > 0 && (
        <WaitingList waiting={waiting} onAdmit={onAdmit} onDeny={onDeny} />
      )}

      <StyledSection aria-labelledby={inRoomId}>
        <StyledSectionHeader>
          <h3 id={inRoomId}>{text.inRoomCount(everyone.length)}</h3>
          {moderator && everyone.length > 1 && (
            <Button size="sm" variant="secondary" onClick={() => onMute('all')}>
              {text.muteAll}
            </Button>
          )}
        </StyledSectionHeader>
        <StyledList>{everyone.map(row)}</StyledList>
      </StyledSection>

      {audience > 0 && (
        <StyledSection aria-labelledby={audienceId}>
          <h3 id={audienceId}>{text.audienceTitle(audience)}</h3>
          {moderator && <StyledList>{watchers.map(row)}</StyledList>}
        </StyledSection>
      )}

      {moderator && (
        <RoomSettingsSection
          settings={settings}
          hasAudience={hasAudience}
          host={self.role === 'host'}
          onSettings={onSettings}
          onEnd={onEnd}
        />
      )}
    </LiveSidePanel>
  );
}
