// Autoplay with sound (docs/live-room.md, "Autoplay"): a page the person has not clicked yet may
// not play sound, and a media element refused sound does not play at all, picture included. The
// room's tiles play muted then, and the room asks once to turn the sound on (a click is the
// gesture the browser waits for).
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export interface SoundGate {
  /** The browser refused sound: remote media plays muted until the person turns it on. */
  held: boolean;
  /** A tile's play() was refused with sound. */
  refused(): void;
  /** The person asked for sound (a click: the browser now allows it). */
  release(): void;
}

// Outside a room (a tile on its own) nothing holds the sound.
const SoundGateContext = createContext<SoundGate>({
  held: false,
  refused: () => undefined,
  release: () => undefined,
});

/** The room's gate, for its tiles and its "turn on sound" notice. */
export function SoundGateProvider({
  children,
  initiallyHeld = false,
}: {
  children: ReactNode;
  /** Stories start held. */
  initiallyHeld?: boolean;
}) {
  const [held, setHeld] = useState(initiallyHeld);
  const gate = useMemo<SoundGate>(
    () => ({
      held,
      refused: () => setHeld(true),
      release: () => setHeld(false),
    }),
    [held],
  );
  return (
    <SoundGateContext.Provider value={gate}>
      {children}
    </SoundGateContext.Provider>
  );
}

export const useSoundGate = () => useContext(SoundGateContext);

const refusedByPolicy = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * Plays the element; refused with sound, plays it muted and says so. Other refusals (a source
 * replaced before it played: AbortError) need nothing: the next source plays. A refusal is told
 * even for a picture alone: the transports add a voice to the same stream later, by script,
 * which fires no `addtrack`, so only the gate's click would bring that voice.
 */
export async function playOrMute(
  media: HTMLMediaElement,
  refused: () => void,
): Promise<void> {
  try {
    await media.play();
  } catch (error) {
    if (!refusedByPolicy(error) || media.muted) return;
    media.muted = true;
    refused();
    await media.play().catch(() => undefined);
  }
}

/**
 * Plays a stream in a video element: our own always muted (no echo), others' with sound unless
 * the room's gate holds it.
 */
export function useStreamPlayback(
  ref: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | null,
  own: boolean,
) {
  const { held, refused } = useSoundGate();
  useEffect(() => {
    const video = ref.current;
    if (!video || !stream) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    video.muted = own || held;
    void playOrMute(video, refused);
  }, [ref, stream, own, held, refused]);
}
