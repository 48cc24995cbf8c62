import { useCallback, useMemo, useRef, useState } from 'react';
import { useFormSubmit } from '@ruume/api-client';
import {
  messages,
  type Recording,
  type MonetizationSettingInput,
} from '@ruume/contracts';
import { useUploadRecordingMutation } from '../api/monetization-api';
import { useUploadSender } from '@ruume/api-client';

/** SPEC §4 recording upload: uploading, then processing once every byte is sent, then complete. */
export type UploadPhase =
  | 'idle'
  | 'uploading'
  | 'processing'
  | 'complete'
  | 'failed';

export interface UploadState {
  phase: UploadPhase;
  /** Percent of the file sent, 0–100. */
  percent: number;
  fileName: string | null;
  /** The new recording, once complete. */
  recording: Recording | null;
  /** What went wrong, once failed: the server's message or SPEC §8's fallback. */
  error: string | null;
}

type Progress = Omit<UploadState, 'error'>;

export interface UploadInput {
  name: string;
  file: File;
  monetizationSetting: MonetizationSettingInput;
}

const idle: Progress = {
  phase: 'idle',
  percent: 0,
  fileName: null,
  recording: null,
};

/**
 * The multipart body of POST meeting-recording. The text fields go before the file: the server
 * reads them first and streams the file straight to storage.
 */
export function recordingUploadForm({
  name,
  file,
  monetizationSetting,
}: UploadInput): FormData {
  const form = new FormData();
  form.append('name', name.trim());
  form.append('monetizationSetting', JSON.stringify(monetizationSetting));
  form.append('file', file);
  return form;
}

/** Uploads one recording at a time and tells how far it got. */
export function useRecordingUpload() {
  const [upload] = useUploadRecordingMutation();
  const sender = useUploadSender();
  const [state, setState] = useState<Progress>(idle);
  const running = useRef<{ abort: () => void } | null>(null);
  const cancelled = useRef(false);

  const send = useCallback(
    (input: UploadInput) => {
      const request = upload({
        form: recordingUploadForm(input),
        send: sender,
        onProgress: (sent, total) =>
          setState((current) => {
            if (current.phase !== 'uploading') return current;
            // Every byte sent: the server now checks and prepares the video.
            if (total > 0 && sent >= total)
              return { ...current, phase: 'processing', percent: 100 };
            const percent = total > 0 ? (sent / total) * 100 : 0;
            return { ...current, percent: Math.max(current.percent, percent) };
          }),
      });
      running.current = request;
      return request;
    },
    [upload, sender],
  );
  // A cancelled upload goes back to the start without a word.
  const { submit, failure } = useFormSubmit(send, {
    handled: () => cancelled.current,
    fallback: messages.recordingUploadFailed,
  });

  const start = useCallback(
    async (input: UploadInput) => {
      cancelled.current = false;
      setState({ ...idle, phase: 'uploading', fileName: input.file.name });
      const result = await submit(input);
      running.current = null;
      if (cancelled.current) {
        setState(idle);
        return;
      }
      const recording = result?.data;
      setState((current) =>
        recording
          ? { ...current, phase: 'complete', percent: 100, recording }
          : { ...current, phase: 'failed' },
      );
    },
    [submit],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    running.current?.abort();
  }, []);

  const reset = useCallback(() => setState(idle), []);

  const withError = useMemo(
    (): UploadState => ({
      ...state,
      error:
        state.phase === 'failed'
          ? (failure ?? messages.recordingUploadFailed)
          : null,
    }),
    [state, failure],
  );
  return { state: withError, start, cancel, reset };
}
