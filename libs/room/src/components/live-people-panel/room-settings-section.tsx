import { useId } from 'react';
import { liveRoomMessages as text, type RoomSettings } from '@ruume/contracts';
import { Button, Toggle } from '@ruume/ui-kit';
import { StyledSection } from './live-people-panel.styles';

/** The room's settings (moderators): lock, waiting room, microphones, the audience; the host ends it. */
export function RoomSettingsSection({
  settings,
  hasAudience,
  host,
  onSettings,
  onEnd,
}: {
  settings: RoomSettings;
  hasAudience: boolean;
  host: boolean;
  onSettings: (settings: Partial<RoomSettings>) => void;
  onEnd: () => void;
}) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <h3 id={titleId}>{text.roomSettings}</h3>
      <Toggle
        label={text.lockRoom}
        description={text.lockRoomHint}
        checked={settings.locked}
        onCheckedChange={(locked) => onSettings({ locked })}
      />
      <Toggle
        label={text.waitingRoom}
        description={text.waitingRoomHint}
        checked={settings.waitingRoom}
        onCheckedChange={(waitingRoom) => onSettings({ waitingRoom })}
      />
      <Toggle
        label={text.lockMics}
        description={text.lockMicsHint}
        checked={settings.micLocked}
        onCheckedChange={(micLocked) => onSettings({ micLocked })}
      />
      {hasAudience && (
        <>
          <Toggle
            label={text.allowAudience}
            description={text.allowAudienceHint}
            checked={settings.audience}
            onCheckedChange={(open) => onSettings({ audience: open })}
          />
          <Toggle
            label={text.audienceChat}
            description={text.audienceChatHint}
            checked={settings.audienceChat}
            onCheckedChange={(audienceChat) => onSettings({ audienceChat })}
          />
        </>
      )}
      {host && (
        <Button variant="danger" onClick={onEnd}>
          {text.endForAll}
        </Button>
      )}
    </StyledSection>
  );
}
