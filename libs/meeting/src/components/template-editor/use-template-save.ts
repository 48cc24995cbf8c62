import { useCallback, useState } from 'react';
import { useUploadSender } from '@ruume/api-client';
import type { Template } from '@ruume/contracts';
import {
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
} from '../../api/meeting-api';

/** The media on its way: bytes sent, then the api checking and storing it. */
export interface UploadProgress {
  fileName: string;
  /** 0–100 of the request body sent. */
  percent: number;
  /** Every byte is sent; the api checks and stores the file. */
  processing: boolean;
}

/** One save: the multipart form, to a new template (null) or an existing one. */
export interface SaveRequest {
  form: FormData;
  templateId: string | null;
}

/**
 * POST /template or PUT /template/{id} with the multipart form, following the upload of its
 * media with the browser's own progress events (the progress shows only when a file is sent).
 */
export function useTemplateSave() {
  const [create] = useCreateTemplateMutation();
  const [update] = useUpdateTemplateMutation();
  const sender = useUploadSender();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [saving, setSaving] = useState(false);

  const send = useCallback(
    async ({ form, templateId }: SaveRequest): Promise<Template> => {
      const file = form.get('file');
      const fileName = file && typeof file !== 'string' ? file.name : null;
      setSaving(true);
      setProgress(
        fileName ? { fileName, percent: 0, processing: false } : null,
      );
      const onProgress = (sent: number, total: number) =>
        setProgress((now) => {
          if (!now) return now;
          if (total > 0 && sent >= total)
            return { ...now, percent: 100, processing: true };
          const percent = total > 0 ? (sent / total) * 100 : 0;
          return { ...now, percent: Math.max(now.percent, percent) };
        });
      try {
        return await (
          templateId
            ? update({ id: templateId, form, send: sender, onProgress })
            : create({ form, send: sender, onProgress })
        ).unwrap();
      } finally {
        setSaving(false);
        setProgress(null);
      }
    },
    [create, update, sender],
  );
  // Shaped like a mutation's trigger, so the editor submits it through useFormSubmit.
  const save = useCallback(
    (request: SaveRequest) => ({ unwrap: () => send(request) }),
    [send],
  );

  return { save, saving, progress };
}
