// The template editor's form (template-editor.tsx draws it): the draft checked by the api's
// rules and the host's tier, sent as one multipart request (a stock background copied first),
// a refusal put under the part it is about, the live preview's inputs, and the guard against
// leaving with unsaved changes.
import { useMemo, useState } from 'react';
import { useForm, type ErrorOption, type Resolver } from 'react-hook-form';
import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currentTier,
  templateEditorMessages as text,
  tierFeatures,
  type Template,
} from '@ruume/contracts';
import type { PreviewBackground } from '../template-preview/template-preview';
import {
  borrowedFileUrl,
  draftOf,
  mediaKindOf,
  MEETING_TEMPLATE_TYPE,
  monetizationDetailOf,
  templateDraftSchema,
  templateForm,
  type DraftContext,
  type MediaUpload,
  type TemplateDraft,
} from './template-draft';
import { copyStockFile } from './copy-stock-file';
import type { TemplateEditorProps } from './template-editor';
import {
  messageAt,
  serverErrorSlots,
  type DraftErrorPath,
} from './template-server-errors';
import { useLeaveGuard } from './use-leave-guard';
import { useObjectUrl } from './use-object-url';
import { useTemplateSave, type SaveRequest } from './use-template-save';

export function useTemplateForm({
  user,
  template = null,
  startFrom = null,
  onSaved,
}: Pick<TemplateEditorProps, 'user' | 'template' | 'startFrom' | 'onSaved'>) {
  const creating = template === null;
  const tier = currentTier(user);
  const features = tierFeatures(tier);
  const context: DraftContext = useMemo(
    () => ({
      tier,
      creating,
      passwordSet: template?.meetingPassword?.enabled ?? false,
      templateType: template?.templateType ?? MEETING_TEMPLATE_TYPE,
    }),
    [tier, creating, template],
  );
  const [defaults] = useState(() =>
    template ? draftOf(template) : draftOf(startFrom, { asCopy: true }),
  );
  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = useForm<TemplateDraft>({
    resolver: zodResolver(
      templateDraftSchema(context),
    ) as unknown as Resolver<TemplateDraft>,
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const { save, saving, progress } = useTemplateSave();
  // A refusal lands under the part it is about (and says so above the actions), else above them.
  const {
    submit: send,
    failure,
    clearFailure,
  } = useFormSubmit<SaveRequest, Template, DraftErrorPath>(save, {
    // The api's slots include roots ('background.root') that are no draft values.
    setError: setError as unknown as (
      path: DraftErrorPath,
      error: ErrorOption,
      options?: { shouldFocus: boolean },
    ) => void,
    ...serverErrorSlots,
    fallback: text.saveFailed,
    fieldFailureText: text.fixErrors,
  });
  const [saved, setSaved] = useState(false);
  const guard = useLeaveGuard(isDirty && !saved);

  const draft = watch();
  const fileUrl = useObjectUrl(
    draft.background.source === 'upload' ? draft.background.file : null,
  );
  const at = (path: string) => messageAt(errors, path);

  // A house host cannot make media of their own, and a new template needs some (SPEC §6).
  const cannotCreate = creating && !features.backgrounds;

  const submit = handleSubmit(async () => {
    clearFailure();
    const values = getValues();
    let upload: MediaUpload | undefined;
    const borrowed = borrowedFileUrl(values.background, creating);
    if (borrowed) {
      const copied = await copyStockFile(borrowed);
      if (!copied) {
        setError('background.root' as never, {
          type: 'copy',
          message: text.stockCopyFailed,
        });
        return;
      }
      upload = copied;
    }
    const form = templateForm(values, context, upload);
    const result = await send({ form, templateId: template?.id ?? null });
    if (!result) return;
    guard.release();
    setSaved(true);
    onSaved(result.data, creating);
  });

  const preview = useMemo((): PreviewBackground => {
    const { background } = draft;
    if (background.source === 'youtube') {
      const link = background.youtubeLink.trim();
      return link ? { kind: 'youtube', link } : null;
    }
    if (background.file && fileUrl)
      return { kind: mediaKindOf(background.file) ?? 'image', src: fileUrl };
    if (background.current && background.current.kind !== 'youtube')
      return { kind: background.current.kind, src: background.current.url };
    return null;
  }, [draft, fileUrl]);
  const fee = monetizationDetailOf(draft.fee);
  const firstFee = fee && (fee.participantFee ?? fee.audienceFee);

  return {
    creating,
    tier,
    features,
    context,
    control,
    register,
    at,
    submit,
    saving,
    progress,
    failure,
    guard,
    cannotCreate,
    fileUrl,
    preview,
    previewFee: firstFee
      ? { amount: String(firstFee), currency: fee.currency }
      : null,
    draft,
  };
}
