import {
  useEffect,
  useImperativeHandle,
  useRef,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { monetizationMessages as text, type Recording } from '@ruume/contracts';
import { errorMessage } from '@ruume/api-client';
import { LoadError, Spinner } from '@ruume/ui-kit';
import { usePresignedUrlMutation } from '../../api/monetization-api';
import { StyledScreen } from './recording-video.styles';

/** What a parent can ask of the video (the transcript: play from a line). */
export interface RecordingVideoHandle {
  /** Plays from `seconds` into the recording. */
  seekTo: (seconds: number) => void;
}

export interface RecordingVideoProps {
  recording: Pick<Recording, 'url' | 'posterUrl'>;
  autoPlay?: boolean;
  /** WebVTT captions on this origin (the api's captions.vtt, sent with the session cookie). */
  captionsUrl?: string;
  /** Where playback is, in seconds, as it moves. */
  onTimeUpdate?: (seconds: number) => void;
  /** How long the recording is, in seconds, once the video knows. */
  onDuration?: (seconds: number) => void;
  ref?: Ref<RecordingVideoHandle>;
}

// A later pause or seek interrupts play(): nothing to report. (jsdom's returns nothing.)
const play = (video: HTMLVideoElement) =>
  void video.play()?.catch(() => undefined);

/**
 * A recording's video from a short-lived link (POST meeting-recording/presigned-url); the link
 * answers range requests, so it seeks before the whole file is loaded. A link that ran out
 * during a long read (the video fails) is signed again once, and plays on from where it was.
 */
export function RecordingVideo({
  recording,
  autoPlay = false,
  captionsUrl,
  onTimeUpdate,
  onDuration,
  ref,
}: RecordingVideoProps) {
  const [sign, link] = usePresignedUrlMutation();
  const { url } = recording;
  const video = useRef<HTMLVideoElement>(null);
  // A seek asked before the video could take it (no link yet, or signed again).
  const resumeAt = useRef<number | null>(null);
  const signedAgain = useRef(false);

  useEffect(() => {
    void sign({ url });
  }, [sign, url]);

  useImperativeHandle(
    ref,
    () => ({
      seekTo(seconds) {
        const node = video.current;
        if (!node || node.readyState === HTMLMediaElement.HAVE_NOTHING) {
          resumeAt.current = seconds;
          if (!node) return;
        }
        node.currentTime = seconds;
        play(node);
      },
    }),
    [],
  );

  const loaded = (event: SyntheticEvent<HTMLVideoElement>) => {
    signedAgain.current = false;
    if (resumeAt.current === null) return;
    event.currentTarget.currentTime = resumeAt.current;
    resumeAt.current = null;
    play(event.currentTarget);
  };
  const failed = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (signedAgain.current) return;
    signedAgain.current = true;
    resumeAt.current = event.currentTarget.currentTime;
    void sign({ url });
  };
  const moved = (event: SyntheticEvent<HTMLVideoElement>) =>
    onTimeUpdate?.(event.currentTarget.currentTime);
  const measured = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { duration } = event.currentTarget;
    // A stream of unknown length says Infinity (or NaN before it knows).
    if (Number.isFinite(duration) && duration > 0) onDuration?.(duration);
  };

  return (
    <>
      <StyledScreen>
        {link.data ? (
          // No crossOrigin: the file is on the storage's origin and plays without CORS; the
          // captions are on ours, which a track of a video without crossOrigin may load.
          <video
            ref={video}
            src={link.data.url}
            poster={recording.posterUrl ?? undefined}
            controls
            autoPlay={autoPlay}
            playsInline
            preload="metadata"
            onLoadedMetadata={loaded}
            onError={failed}
            onTimeUpdate={moved}
            onSeeked={moved}
            onDurationChange={measured}
          >
            {captionsUrl && (
              <track
                kind="captions"
                src={captionsUrl}
                srcLang="en"
                label={text.summary.captionsLabel}
              />
            )}
          </video>
        ) : link.isError ? null : (
          <Spinner size="lg" tone="inverse" label={text.playerLoading} />
        )}
      </StyledScreen>
      {link.isError && (
        <LoadError
          title={text.playerFailed}
          message={errorMessage(link.error)}
          onRetry={() => void sign({ url })}
        />
      )}
    </>
  );
}
