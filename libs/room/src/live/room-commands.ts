// What a person in a live room says to the room that the server decides: hand, reactions, chat,
// and the moderators' commands (admit, deny, mute, remove, settings, co-hosts, the stage,
// recording, end).
import type { RoomClientMessage } from '@ruume/contracts';
import type { RoomStore } from './room-state';
import type { RoomActions } from './room-snapshot';

type Commands = Pick<
  RoomActions,
  | 'setHand'
  | 'react'
  | 'sendChat'
  | 'admit'
  | 'deny'
  | 'mute'
  | 'remove'
  | 'changeSettings'
  | 'setCohost'
  | 'moveToStage'
  | 'record'
  | 'endRoom'
>;

export function roomCommands(
  connection: { send(message: RoomClientMessage): boolean },
  store: RoomStore,
): Commands {
  return {
    setHand(raised) {
      store.dispatch({ type: 'self-changed', patch: { handRaised: raised } });
      connection.send({ type: 'hand', raised });
    },
    react(reaction) {
      connection.send({ type: 'reaction', reaction });
    },
    sendChat(text) {
      const trimmed = text.trim();
      if (!trimmed) return false;
      return connection.send({ type: 'chat', text: trimmed });
    },
    admit(participantId) {
      connection.send({ type: 'admit', participantId });
    },
    deny(participantId) {
      connection.send({ type: 'deny', participantId });
    },
    mute(participantId) {
      connection.send({ type: 'mute', participantId });
    },
    remove(participantId, reason) {
      connection.send({
        type: 'remove',
        participantId,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      });
    },
    changeSettings(settings) {
      connection.send({ type: 'settings', settings });
    },
    setCohost(participantId, cohost) {
      connection.send({ type: 'cohost', participantId, cohost });
    },
    moveToStage(participantId, onStage) {
      connection.send({ type: 'stage', participantId, onStage });
    },
    record(on) {
      // The room's 'recording' frame says when it runs; a refusal comes as an error frame.
      connection.send({ type: 'record', on });
    },
    endRoom() {
      connection.send({ type: 'end' });
    },
  };
}
