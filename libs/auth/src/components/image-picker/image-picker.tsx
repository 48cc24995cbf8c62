import { useId, useRef, type ChangeEvent } from 'react';
import { AVATAR_ACCEPT, avatarFileError } from '@ruume/contracts';
import { Button, type ButtonProps } from '@ruume/ui-kit';
import { StyledFileInput } from './image-picker.styles';

export interface ImagePickerProps
  extends Pick<
    ButtonProps,
    'variant' | 'size' | 'busy' | 'busyLabel' | 'disabled' | 'leadingIcon'
  > {
  /** The button's text, also the accessible name of the file input. */
  label: string;
  /** A png or jpeg of at most 2 MB was chosen. */
  onSelect: (file: File) => void;
  /** The choice broke a SPEC §5 rule (too big, wrong type, or nothing chosen): its message. */
  onReject: (message: string) => void;
}

/** A button that opens the file dialog for a png, jpeg or jpg image and checks the choice. */
export function ImagePicker({
  label,
  onSelect,
  onReject,
  leadingIcon = 'upload',
  ...buttonProps
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Let the same file be chosen again after a fix or a failure.
    event.target.value = '';
    const problem = avatarFileError(file);
    if (problem || !file) onReject(problem ?? '');
    else onSelect(file);
  };

  return (
    <>
      <StyledFileInput
        ref={input}
        id={inputId}
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label={label}
        tabIndex={-1}
        onChange={handleChange}
      />
      <Button
        {...buttonProps}
        leadingIcon={leadingIcon}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
