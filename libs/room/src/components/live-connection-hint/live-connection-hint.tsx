import { liveRoomMessages } from '@ruume/contracts';
import { Alert } from '@ruume/ui-kit';
import type { OwnLink } from '../../live/own-connection';

const text = liveRoomMessages;

/**
 * Tells the person their own connection is poor (a polite status, nothing to dismiss; it goes
 * when the link recovers): what they send first, since others then miss them.
 */
export function LiveConnectionHint({ ownLink }: { ownLink: OwnLink }) {
  const said =
    ownLink.uplink === 'poor'
      ? text.ownUplinkPoor
      : ownLink.downlink === 'poor'
        ? text.ownDownlinkPoor
        : null;
  if (!said) return null;
  return <Alert tone="warning" live="status" title={said} />;
}
