// The client frames of the contract, by type (the contract exports the server's only).
import type { RoomClientMessage } from '@ruume/contracts';

export type RoomClientMessageOf<T extends RoomClientMessage['type']> = Extract<
  RoomClientMessage,
  { type: T }
>;
