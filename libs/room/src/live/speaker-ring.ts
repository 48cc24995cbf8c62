// Who is speaking (the ring on their tile): the levels measured here (every microphone heard on
// the mesh, our own always), Janus's talking events on the SFU and everyone's microphone state
// (sfu-talking.ts). A mute or an unmute moves the ring at once, not at the next measurement.
import { createAudioLevelMeter, type AudioLevelMeter } from './audio-levels';
import type { RoomStore } from './room-state';
import { activeSpeaker, SfuTalking } from './sfu-talking';
import type { SnapshotFeed } from './snapshot-feed';
import { noteSpeaker } from './stage-layout';

const LEVELS_EVERY_MS = 250;

export type SpeakerRing = ReturnType<typeof createSpeakerRing>;

export function createSpeakerRing(deps: {
  store: RoomStore;
  feed: SnapshotFeed;
  /** Our own microphone's stream while it is on (null: muted, or none). */
  ownVoice(): MediaStream | null;
}) {
  const { store, feed } = deps;
  const talking = new SfuTalking();
  let meter: AudioLevelMeter | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = () => {
    const media = feed.media();
    const previous = media.activeSpeakerId;
    const activeSpeakerId = activeSpeaker({
      room: store.getState(),
      levels: meter?.levels() ?? {},
      previous,
      talking,
    });
    if (activeSpeakerId !== previous)
      feed.setMedia({
        activeSpeakerId,
        recentSpeakers: activeSpeakerId
          ? noteSpeaker(media.recentSpeakers, activeSpeakerId)
          : media.recentSpeakers,
      });
  };
  store.subscribe(show);

  const measureOwn = () => {
    if (!meter) return;
    const selfId = store.getState().self?.id;
    if (selfId) meter.track(selfId, deps.ownVoice());
    show();
  };

  return {
    /** Our microphone is open: levels are measured from now on. */
    start() {
      meter = createAudioLevelMeter();
      timer ??= setInterval(measureOwn, LEVELS_EVERY_MS);
    },
    /** Our microphone closed (back in the audience, or gone). */
    stop() {
      meter?.close();
      meter = null;
      clearInterval(timer);
      timer = undefined;
    },
    /** Someone's audio on the mesh (null: gone): its levels count. */
    measure(id: string, stream: MediaStream | null) {
      meter?.track(id, stream);
    },
    /** Janus says someone started or stopped talking. */
    heard(id: string, talks: boolean) {
      talking.note(id, talks);
      if (talks)
        feed.setMedia({
          recentSpeakers: noteSpeaker(feed.media().recentSpeakers, id),
        });
      show();
    },
  };
}
