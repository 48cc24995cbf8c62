// How loud the microphone is, for the lobby's level meter: WebAudio's AnalyserNode reads the
// track, and the level (0–1) is sent to React in steps so the meter does not re-render 60×/s.
import { useEffect, useState } from 'react';

const STEPS = 20;
/** Speech peaks near 0.1–0.3 RMS: scale it so talking fills most of the meter. */
const GAIN = 4;

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ??
  (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/** The level of `track` from 0 to 1; 0 when there is no track or no WebAudio. */
export function useMicLevel(track: MediaStreamTrack | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    const Context = audioContextClass();
    if (!track || !Context || typeof MediaStream === 'undefined') return;
    let context: AudioContext;
    let source: MediaStreamAudioSourceNode;
    try {
      context = new Context();
      source = context.createMediaStreamSource(new MediaStream([track]));
    } catch {
      return; // a track WebAudio cannot read: no meter, nothing else breaks
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    // Autoplay rules may start the context suspended; the lobby's first click resumes it.
    void context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let shown = -1;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const rms = Math.sqrt(sum / samples.length);
      const stepped = Math.round(Math.min(1, rms * GAIN) * STEPS) / STEPS;
      if (stepped !== shown) {
        shown = stepped;
        setLevel(stepped);
      }
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => undefined);
      setLevel(0);
    };
  }, [track]);

  return track ? level : 0;
}
