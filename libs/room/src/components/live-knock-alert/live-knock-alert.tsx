import { type RoomWaiter, liveRoomMessages } from '@ruume/contracts';
import { Button, Icon } from '@ruume/ui-kit';
import { StyledKnock } from './live-knock-alert.styles';

const text = liveRoomMessages;

export interface LiveKnockAlertProps {
  waiting: RoomWaiter[];
  onAdmit: (participantId: string) => void;
  onReview: () => void;
}

/** For moderators: someone is waiting (with a chime from the page). */
export function LiveKnockAlert({
  waiting,
  onAdmit,
  onReview,
}: LiveKnockAlertProps) {
  const first = waiting[0];
  if (!first) return null;
  const one = waiting.length === 1;
  return (
    <StyledKnock role="alert" data-testid="knock-alert">
      <Icon name="people" />
      <p>
        {one
          ? text.knockAlert(first.displayName)
          : text.knockAlertMany(waiting.length)}
      </p>
      {one && (
        <Button
          size="sm"
          aria-label={text.admitNamed(first.displayName)}
          onClick={() => onAdmit(first.id)}
        >
          {text.admit}
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={onReview}>
        {text.review}
      </Button>
    </StyledKnock>
  );
}
