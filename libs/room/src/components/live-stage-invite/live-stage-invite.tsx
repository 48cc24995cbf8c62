import { liveRoomMessages } from '@ruume/contracts';
import { ConfirmDialog } from '@ruume/ui-kit';
import { useDevicePreview } from '../../devices/use-device-preview';
import { LobbyPreview } from '../lobby-preview/lobby-preview';

const text = liveRoomMessages;

export interface LiveStageInviteProps {
  /** The moderator who invited them. */
  by: string;
  /** Their name, for the picture shown while the camera is off. */
  displayName: string;
  /** Yes, with the camera and microphone as they left them; or not now. */
  onAnswer: (
    accept: boolean,
    media?: { audio: boolean; video: boolean },
  ) => void;
}

/**
 * Someone watching is invited on stage: their own camera and microphone step (the lobby's
 * preview, with its switches and pickers) before everyone sees and hears them.
 */
export function LiveStageInvite({
  by,
  displayName,
  onAnswer,
}: LiveStageInviteProps) {
  const preview = useDevicePreview();
  return (
    <ConfirmDialog
      title={text.stageInviteTitle}
      description={text.stageInviteText(by)}
      cancelLabel={text.stageInviteDecline}
      confirmLabel={text.stageInviteAccept}
      tone="primary"
      closeLabel={text.close}
      onConfirm={() => {
        const choice = preview.handOver();
        onAnswer(true, { audio: choice.audio, video: choice.video });
      }}
      onCancel={() => {
        preview.stop();
        onAnswer(false);
      }}
    >
      <LobbyPreview preview={preview} displayName={displayName} />
    </ConfirmDialog>
  );
}
