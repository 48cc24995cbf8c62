import {
  useLayoutEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { To } from 'react-router-dom';
import { Icon, type IconName } from '../icon/icon';
import { Spinner } from '../spinner/spinner';
import { mergeRefs } from '../utils/merge-refs';
import {
  StyledButton,
  StyledButtonLabel,
  type ButtonSize,
  type ButtonVariant,
} from './button.styles';

export type { ButtonSize, ButtonVariant } from './button.styles';

export interface ButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children'>,
    Pick<
      AnchorHTMLAttributes<HTMLAnchorElement>,
      'href' | 'target' | 'rel' | 'download'
    > {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Work in progress: shows a spinner, keeps the width, sets aria-busy and disables. */
  busy?: boolean;
  /** Label while busy (e.g. 'Checking...'); the normal label stays otherwise. */
  busyLabel?: ReactNode;
  leadingIcon?: IconName;
  trailingIcon?: IconName;
  /** Render as another element, e.g. `as={Link} to="/dashboard"` or `as="a" href=…`. */
  as?: ElementType;
  /** For `as={Link}` (react-router). */
  to?: To;
  replace?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel,
  leadingIcon,
  trailingIcon,
  disabled = false,
  as,
  type,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  const unavailable = disabled || busy;
  const innerRef = useRef<HTMLButtonElement>(null);
  const idleWidth = useRef(0);
  const setRefs = useMemo(() => mergeRefs(ref, innerRef), [ref]);

  // Keep the idle width while busy so the layout does not jump when the label changes.
  useLayoutEffect(() => {
    const node = innerRef.current;
    if (!node) return;
    if (busy) {
      if (idleWidth.current > 0 && !fullWidth)
        node.style.minWidth = `${idleWidth.current}px`;
    } else {
      node.style.minWidth = '';
      idleWidth.current = node.offsetWidth;
    }
  }, [busy, children, fullWidth]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Links cannot be disabled natively: swallow the activation instead.
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const nativeProps = isNativeButton
    ? { type: type ?? 'button', disabled: unavailable }
    : {
        'aria-disabled': unavailable || undefined,
        tabIndex: disabled ? -1 : rest.tabIndex,
      };

  return (
    <StyledButton
      as={as}
      ref={setRefs}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
      {...nativeProps}
    >
      {busy ? (
        <Spinner size="sm" decorative />
      ) : (
        leadingIcon && <Icon name={leadingIcon} size="sm" />
      )}
      <StyledButtonLabel>
        {busy && busyLabel !== undefined ? busyLabel : children}
      </StyledButtonLabel>
      {!busy && trailingIcon && <Icon name={trailingIcon} size="sm" />}
    </StyledButton>
  );
}
