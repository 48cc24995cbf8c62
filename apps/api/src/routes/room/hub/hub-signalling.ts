// The signalling relay of a peer-to-peer (mesh) room: `signal` frames go to their one
// recipient, directly when its socket is here, over the room bus otherwise. The server never
// looks inside them.
import { isOnStage, type RoomClientMessage } from '@ruume/contracts';
import type { BusMessage } from './room-bus';
import { errorFrame, send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import type { Connection, Replica } from './hub-state';

type SignalFrame = Extract<RoomClientMessage, { type: 'signal' }>;
type SignalEvent = Extract<BusMessage, { kind: 'signal' }>;

export function createSignalling(deps: { instance: string; fanout: Fanout }) {
  return {
    /** A participant's `signal` frame, to someone in the same occurrence. */
    relay(replica: Replica, connection: Connection, message: SignalFrame) {
      const self = connection.ticket.participantId;
      const target = replica.members.get(message.to);
      // The audience takes no peer connections: to the stage, it is not there.
      if (
        !target ||
        message.to === self ||
        !isOnStage(target.info.participant.role)
      ) {
        send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
        return;
      }
      const signal = {
        from: self,
        ...(message.description !== undefined && {
          description: message.description,
        }),
        ...(message.candidate !== undefined && {
          candidate: message.candidate,
        }),
      };
      const local = replica.local.get(message.to);
      if (local) {
        if (local.state === 'in') send(local, { type: 'signal', ...signal });
        return;
      }
      // Only the recipient's instance delivers it; nobody applies it here.
      deps.fanout.publish({
        from: deps.instance,
        roomId: replica.roomId,
        occurrenceId: replica.occurrenceId,
        kind: 'signal',
        to: message.to,
        signal,
      });
    },

    /** A signal another instance relayed, for a socket of this one. */
    deliver(replica: Replica, message: SignalEvent) {
      const connection = replica.local.get(message.to);
      if (connection?.state === 'in') {
        send(connection, { type: 'signal', ...message.signal });
      }
    },
  };
}
