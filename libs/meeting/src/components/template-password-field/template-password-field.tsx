import { useState } from 'react';
import {
  MEETING_PASSWORD_MAX_LENGTH,
  templateEditorMessages as text,
} from '@ruume/contracts';
import { IconButton, TextField, Toggle } from '@ruume/ui-kit';
import type { TemplateDraft } from '../template-editor/template-draft';
import { StyledPassword, StyledValue } from './template-password-field.styles';

export interface TemplatePasswordFieldProps {
  value: TemplateDraft['meetingPassword'];
  onChange: (next: TemplateDraft['meetingPassword']) => void;
  /** The template already has one: the api never sends it back, an empty field keeps it. */
  passwordSet: boolean;
  error?: string;
  disabled?: boolean;
}

/** The password guests type to enter (SPEC §3 meetingPassword): a switch, then the value, masked. */
export function TemplatePasswordField({
  value,
  onChange,
  passwordSet,
  error,
  disabled = false,
}: TemplatePasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <StyledPassword>
      <Toggle
        label={text.passwordToggle}
        description={text.passwordHint}
        checked={value.enabled}
        disabled={disabled}
        onCheckedChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled && (
        <StyledValue>
          <TextField
            label={text.passwordLabel}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            spellCheck={false}
            maxLength={MEETING_PASSWORD_MAX_LENGTH}
            hint={passwordSet ? text.passwordKeepHint : undefined}
            value={value.value}
            error={error}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...value, value: event.target.value })
            }
            trailing={
              <IconButton
                icon={shown ? 'eye-off' : 'eye'}
                label={shown ? text.hidePassword : text.showPassword}
                variant="ghost"
                size="sm"
                aria-pressed={shown}
                disabled={disabled}
                onClick={() => setShown((now) => !now)}
              />
            }
          />
        </StyledValue>
      )}
    </StyledPassword>
  );
}
