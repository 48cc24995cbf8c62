import { messages, paths, roomsMessages as text } from '@ruume/contracts';
import { Button, Modal } from '@ruume/ui-kit';

export interface MeetingLimitModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §8: creating a meeting answered 429. The upgrade button opens the plans in a new tab,
 * so the host keeps the dashboard (and what they were scheduling) where it was.
 */
export function MeetingLimitModal({ open, onClose }: MeetingLimitModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.meetingLimitTitle}
      description={messages.meetingLimitText}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.limitDismiss}
          </Button>
          <Button
            as="a"
            href={paths.settings.subscription}
            target="_blank"
            rel="noopener noreferrer"
            trailingIcon="external-link"
            onClick={onClose}
          >
            {text.limitUpgrade}
          </Button>
        </>
      }
    />
  );
}
