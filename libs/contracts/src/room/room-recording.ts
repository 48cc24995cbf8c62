// Recording a meeting on the server (docs/recording.md): moderators start and stop it, everyone
// in the room and the audience sees that it runs, and the lobby says so before anyone joins.
import { z } from 'zod';

/** A recording running now: since when (server clock, ms) and who started it. */
export const roomRecordingSchema = z.object({
  startedAt: z.number().int(),
  by: z.string(),
});
export type RoomRecording = z.infer<typeof roomRecordingSchema>;

/**
 * Whether a moderator may start a recording now: 'yes'; 'not-in-plan' (the host's tier stores
 * no files, SPEC §6); 'storage-full' (nothing left of the host's storage); 'unavailable' (no
 * video server reachable: recording runs on it).
 */
export const ROOM_RECORDABLE = [
  'yes',
  'not-in-plan',
  'storage-full',
  'unavailable',
] as const;
export const roomRecordableSchema = z.enum(ROOM_RECORDABLE);
export type RoomRecordable = z.infer<typeof roomRecordableSchema>;

/**
 * Why a recording ended: a moderator stopped it, the host's storage filled up, the meeting
 * ended (or everyone left), or the video server failed it.
 */
export const ROOM_RECORDING_STOPS = [
  'stopped',
  'storage-full',
  'ended',
  'failed',
] as const;
export const roomRecordingStopSchema = z.enum(ROOM_RECORDING_STOPS);
export type RoomRecordingStop = z.infer<typeof roomRecordingStopSchema>;
