import { useState } from 'react';
import { IconButton, TextField, type TextFieldProps } from '@ruume/ui-kit';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide button; every prop and the ref reach the <input>. */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={visible ? 'hide password' : 'show password'}
          aria-pressed={visible}
          size="sm"
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
