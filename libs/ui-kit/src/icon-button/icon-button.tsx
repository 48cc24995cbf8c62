import type { ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from '../icon/icon';
import {
  StyledIconButton,
  type IconButtonSize,
  type IconButtonVariant,
} from './icon-button.styles';

export type { IconButtonSize, IconButtonVariant } from './icon-button.styles';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** Required: the button's accessible name (also its tooltip). */
  label: string;
  size?: IconButtonSize;
  variant?: IconButtonVariant;
}

/** A square button showing only an icon, named for screen readers by `label`. */
export function IconButton({
  icon,
  label,
  size = 'md',
  variant = 'ghost',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={label}
      $size={size}
      $variant={variant}
      {...rest}
    >
      <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
    </StyledIconButton>
  );
}
