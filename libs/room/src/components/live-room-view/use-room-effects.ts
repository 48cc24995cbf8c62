// What the call does beside drawing itself: the keyboard shortcuts, the knock chime and the
// room's notices as toasts.
import { useEffect, useRef } from 'react';
import { liveRoomMessages as text } from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { playKnockSound } from '../../live/knock-sound';
import type { RoomActions } from '../../live/room-snapshot';
import type { LiveRoomState } from '../../live/room-state';
import { shortcutOf } from '../../live/shortcuts';
import { deviceProblemNotice } from '../../devices/device-problem';

/** Typing in a field keeps its keys (ctrl+e in a text box is the browser's). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keyboard shortcuts (ctrl/⌘+d, ctrl/⌘+e), like Meet; the audience has nothing to toggle. */
export function useRoomShortcuts(actions: RoomActions, watching: boolean) {
  const actionsRef = useRef(actions);
  const watchingRef = useRef(watching);
  actionsRef.current = actions;
  watchingRef.current = watching;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || typingIn(event.target)) return;
      event.preventDefault();
      if (watchingRef.current) return;
      if (action === 'toggle-mic') actionsRef.current.toggleMic();
      else actionsRef.current.toggleCamera();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A chime for moderators when someone new knocks. */
export function useKnockChime(knocks: number, moderator: boolean) {
  const knocksRef = useRef(knocks);
  useEffect(() => {
    if (knocks > knocksRef.current && moderator) playKnockSound();
    knocksRef.current = knocks;
  }, [knocks, moderator]);
}

/**
 * Notices from the room (muted by the host, a refused action, the recording) as toasts, which
 * screen readers hear too (the toaster is a polite live region).
 */
export function useRoomNotices(notice: LiveRoomState['notice']) {
  const noticeSeq = notice?.seq;
  useEffect(() => {
    if (!notice) return;
    switch (notice.kind) {
      case 'muted':
        toast(text.mutedByHost);
        break;
      case 'error':
        toast.error(notice.message);
        break;
      case 'device-problem': {
        const said = deviceProblemNotice(notice.device, notice.problem);
        toast.error(said.title, { description: said.text });
        break;
      }
      case 'recording-started':
        toast(text.recordingStartedBy(notice.by));
        break;
      case 'recording-stopped':
        if (notice.stop === 'storage-full')
          toast.error(text.recordingStoppedFull);
        else if (notice.stop === 'failed') toast.error(text.recordingFailed);
        else toast(text.recordingStopped);
        break;
    }
    // Once per notice: noticeSeq counts them, the notice itself may repeat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeSeq]);
}
