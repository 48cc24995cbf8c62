import { Link, useLocation } from 'react-router-dom';
import {
  invitationConfirmationSchema,
  paths,
  roomsMessages as text,
} from '@ruume/contracts';
import {
  Button,
  StatusPage,
  useViewerTimeZone,
  formatSchedule,
} from '@ruume/ui-kit';

/** The confirmation the confirm page passed along, if this visit came from it. */
function useConfirmation() {
  const state: unknown = useLocation().state;
  const parsed = invitationConfirmationSchema.safeParse(
    (state as { confirmation?: unknown } | null)?.confirmation,
  );
  return parsed.success ? parsed.data : null;
}

/**
 * SPEC §2 /invitation/confirm/success: the invitee is on the list. Straight from the confirm
 * link it names the meeting and its time in the visitor's zone, with the way into the room.
 */
export function InvitationConfirmSuccessPage() {
  const confirmation = useConfirmation();
  const zone = useViewerTimeZone();
  if (!confirmation)
    return (
      <StatusPage
        icon="check-circle"
        title={text.confirmedTitle}
        description={text.confirmedGenericText}
      />
    );
  const { meeting } = confirmation;
  return (
    <StatusPage
      icon="check-circle"
      title={text.confirmedTitle}
      description={text.confirmedText(
        meeting.name,
        formatSchedule(meeting, zone) ?? '',
      )}
      actions={
        <Button
          as={Link}
          to={paths.room(meeting.roomId)}
          trailingIcon="arrow-right"
        >
          {text.openRoom}
        </Button>
      }
    />
  );
}
