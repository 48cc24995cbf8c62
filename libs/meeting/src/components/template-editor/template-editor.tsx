import { Controller } from 'react-hook-form';
import {
  templateEditorMessages as text,
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
import { TemplatePreview } from '../template-preview/template-preview';
import { TemplateUpgradeHint } from '../template-upgrade-hint/template-upgrade-hint';
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
import { useTemplateForm } from './use-template-form';

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
  const form = useTemplateForm({ user, template, startFrom, onSaved });

  return (
    <StyledEditor>
      <StyledPreviewColumn>
        <TemplatePreview
          name={form.draft.name}
          background={form.preview}
          links={form.draft.embeddedLinks}
          passwordRequired={form.draft.meetingPassword.enabled}
          fee={form.previewFee}
        />
      </StyledPreviewColumn>

      <StyledForm
        onSubmit={form.submit}
        noValidate
        aria-label={template ? text.editTitle(template.name) : text.createTitle}
      >
        {startFrom && form.creating && (
          <Alert tone="info" live="none">
            {text.startingPointNote(startFrom.name)}
          </Alert>
        )}
        {form.cannotCreate && (
          <TemplateUpgradeHint>{text.houseCreateNote}</TemplateUpgradeHint>
        )}

        <SettingsSection title={text.basicsTitle}>
          <TextField
            label={text.nameLabel}
            placeholder={text.namePlaceholder}
            autoComplete="off"
            error={form.at('name')}
            {...form.register('name')}
          />
          <Field
            label={text.descriptionLabel}
            hint={text.descriptionHint}
            error={form.at('description')}
          >
            {(controlProps) => (
              <StyledTextarea
                rows={3}
                $invalid={Boolean(form.at('description'))}
                {...controlProps}
                {...form.register('description')}
              />
            )}
          </Field>
          <Controller
            control={form.control}
            name="categoryIds"
            render={({ field }) => (
              <TemplateCategoriesField
                categories={categories}
                unavailable={categoriesUnavailable}
                value={field.value}
                onChange={field.onChange}
                error={form.at('categoryIds')}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={text.backgroundTitle}
          description={text.backgroundDescription}
        >
          <Controller
            control={form.control}
            name="background"
            render={({ field }) => (
              <TemplateBackgroundField
                value={field.value}
                onChange={field.onChange}
                fileUrl={form.fileUrl}
                allowed={form.features.backgrounds}
                disabled={form.saving}
                errors={{
                  file: form.at('background.file'),
                  youtubeLink: form.at('background.youtubeLink'),
                  background: form.at('background.root'),
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
            control={form.control}
            name="embeddedLinks"
            render={({ field }) => (
              <TemplateLinksField
                value={field.value}
                onChange={field.onChange}
                tier={form.tier}
                max={form.features.embeddedLinks}
                disabled={form.saving}
                errors={{
                  list: form.at('embeddedLinks.root'),
                  rows: field.value.map((_, index) => ({
                    title: form.at(`embeddedLinks.${index}.title`),
                    url: form.at(`embeddedLinks.${index}.url`),
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
            control={form.control}
            name="fee"
            render={({ field }) => (
              <TemplateFeeField
                value={field.value}
                onChange={field.onChange}
                audienceAllowed={form.features.audience > 0}
                accountReady={user.stripeInfo?.isAccountOnboarded === true}
                disabled={form.saving}
                errors={{
                  participantAmount: form.at('fee.participantAmount'),
                  audienceAmount: form.at('fee.audienceAmount'),
                }}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection title={text.passwordTitle}>
          <Controller
            control={form.control}
            name="meetingPassword"
            render={({ field }) => (
              <TemplatePasswordField
                value={field.value}
                onChange={field.onChange}
                passwordSet={form.context.passwordSet}
                disabled={form.saving}
                error={form.at('meetingPassword.value')}
              />
            )}
          />
        </SettingsSection>

        <TemplateEditorActions
          failure={form.failure}
          progress={form.progress}
          saving={form.saving}
          creating={form.creating}
          cannotCreate={form.cannotCreate}
        />
      </StyledForm>

      <LeaveTemplateDialog
        open={form.guard.blocked}
        onStay={form.guard.stay}
        onLeave={form.guard.leave}
      />
    </StyledEditor>
  );
}
