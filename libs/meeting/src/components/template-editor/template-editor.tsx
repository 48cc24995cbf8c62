import { useMemo, useState } from 'react';
import {
  Controller,
  useForm,
  type ErrorOption,
  type Resolver,
} from 'react-hook-form';
import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currentTier,
  templateEditorMessages as text,
  tierFeatures,
  type CurrentUser,
  type Template,
  type TemplateCategory,
} from '@ruume/contracts';
import { Alert, Field, SettingsSection, TextField } from '@ruume/ui-kit';
import { TemplateBackgroundField } from '../template-background-field/template-background-field';
import { TemplateCategoriesField } from '../template-categories-field/template-categories-field';
import { TemplateFeeField } from '../template-fee-field/template-fee-field';
import { TemplateLinksField } from '../template-links-field/template-links-field';
import { TemplatePasswordField } from '../template-password-field/template-password-field';
import {
  TemplatePreview,
  type PreviewBackground,
} from '../template-preview/template-preview';
import { TemplateUpgradeHint } from '../template-upgrade-hint/template-upgrade-hint';
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
import {
  LeaveTemplateDialog,
  TemplateEditorActions,
} from './template-editor-footer';
import {
  StyledEditor,
  StyledForm,
  StyledPreviewColumn,
  StyledTextarea,
} from './template-editor.styles';
import {
  messageAt,
  serverErrorSlots,
  type DraftErrorPath,
} from './template-server-errors';
import { useLeaveGuard } from './use-leave-guard';
import { useObjectUrl } from './use-object-url';
import { useTemplateSave, type SaveRequest } from './use-template-save';

export interface TemplateEditorProps {
  user: CurrentUser;
  /** The host's own template being changed; null creates one. */
  template?: Template | null;
  /** A stock template the new one starts from (create only). */
  startFrom?: Template | null;
  categories: TemplateCategory[];
  categoriesUnavailable?: boolean;
  /** After the api saved it: the page goes back to the dashboard. */
  onSaved: (template: Template, created: boolean) => void;
}

/**
 * The template form beside its live preview (docs/template-editor.md): name, description and
 * categories; the background; embedded links; entry fee; password. Checked by the api's rules
 * and the host's tier before anything is sent, sent as one multipart request whose upload
 * shows its progress, and guarded against leaving with unsaved changes.
 */
export function TemplateEditor({
  user,
  template = null,
  startFrom = null,
  categories,
  categoriesUnavailable = false,
  onSaved,
}: TemplateEditorProps) {
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

  return (
    <StyledEditor>
      <StyledPreviewColumn>
        <TemplatePreview
          name={draft.name}
          background={preview}
          links={draft.embeddedLinks}
          passwordRequired={draft.meetingPassword.enabled}
          fee={
            firstFee
              ? { amount: String(firstFee), currency: fee.currency }
              : null
          }
        />
      </StyledPreviewColumn>

      <StyledForm
        onSubmit={submit}
        noValidate
        aria-label={creating ? text.createTitle : text.editTitle(template.name)}
      >
        {startFrom && creating && (
          <Alert tone="info" live="none">
            {text.startingPointNote(startFrom.name)}
          </Alert>
        )}
        {cannotCreate && (
          <TemplateUpgradeHint>{text.houseCreateNote}</TemplateUpgradeHint>
        )}

        <SettingsSection title={text.basicsTitle}>
          <TextField
            label={text.nameLabel}
            placeholder={text.namePlaceholder}
            autoComplete="off"
            error={at('name')}
            {...register('name')}
          />
          <Field
            label={text.descriptionLabel}
            hint={text.descriptionHint}
            error={at('description')}
          >
            {(controlProps) => (
              <StyledTextarea
                rows={3}
                $invalid={Boolean(at('description'))}
                {...controlProps}
                {...register('description')}
              />
            )}
          </Field>
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <TemplateCategoriesField
                categories={categories}
                unavailable={categoriesUnavailable}
                value={field.value}
                onChange={field.onChange}
                error={at('categoryIds')}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={text.backgroundTitle}
          description={text.backgroundDescription}
        >
          <Controller
            control={control}
            name="background"
            render={({ field }) => (
              <TemplateBackgroundField
                value={field.value}
                onChange={field.onChange}
                fileUrl={fileUrl}
                allowed={features.backgrounds}
                disabled={saving}
                errors={{
                  file: at('background.file'),
                  youtubeLink: at('background.youtubeLink'),
                  background: at('background.root'),
                }}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={text.linksTitle}
          description={text.linksDescription}
        >
          <Controller
            control={control}
            name="embeddedLinks"
            render={({ field }) => (
              <TemplateLinksField
                value={field.value}
                onChange={field.onChange}
                tier={tier}
                max={features.embeddedLinks}
                disabled={saving}
                errors={{
                  list: at('embeddedLinks.root'),
                  rows: field.value.map((_, index) => ({
                    title: at(`embeddedLinks.${index}.title`),
                    url: at(`embeddedLinks.${index}.url`),
                  })),
                }}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={text.feeTitle}
          description={text.feeDescription}
        >
          <Controller
            control={control}
            name="fee"
            render={({ field }) => (
              <TemplateFeeField
                value={field.value}
                onChange={field.onChange}
                audienceAllowed={features.audience > 0}
                accountReady={user.stripeInfo?.isAccountOnboarded === true}
                disabled={saving}
                errors={{
                  participantAmount: at('fee.participantAmount'),
                  audienceAmount: at('fee.audienceAmount'),
                }}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection title={text.passwordTitle}>
          <Controller
            control={control}
            name="meetingPassword"
            render={({ field }) => (
              <TemplatePasswordField
                value={field.value}
                onChange={field.onChange}
                passwordSet={context.passwordSet}
                disabled={saving}
                error={at('meetingPassword.value')}
              />
            )}
          />
        </SettingsSection>

        <TemplateEditorActions
          failure={failure}
          progress={progress}
          saving={saving}
          creating={creating}
          cannotCreate={cannotCreate}
        />
      </StyledForm>

      <LeaveTemplateDialog
        open={guard.blocked}
        onStay={guard.stay}
        onLeave={guard.leave}
      />
    </StyledEditor>
  );
}
