import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button/icon-button';
import { getFocusable } from '../utils/focusable';
import {
  StyledBackdrop,
  StyledBody,
  StyledDescription,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
  StyledTitleGroup,
  type ModalSize,
} from './modal.styles';

export type { ModalSize } from './modal.styles';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a backdrop click. */
  onClose: () => void;
  /** The dialog's heading; names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A line under the title; describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the end (stacked full-width on phones). */
  footer?: ReactNode;
  size?: ModalSize;
  closeOnBackdropClick?: boolean;
  /** Name of the close button. */
  closeLabel?: string;
  /** Element to focus on open; defaults to the first focusable element in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog in a portal: traps focus while open, closes on Escape and backdrop click,
 * locks page scroll, and gives focus back to where it was when it closes.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdropClick = true,
  closeLabel = 'Close',
  initialFocusRef,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // First control of the content (not the close button), else the dialog itself.
    const firstInContent = dialog
      ? getFocusable(dialog).find((el) => el !== closeRef.current)
      : undefined;
    (initialFocusRef?.current ?? firstInContent ?? dialog)?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused && previouslyFocused.isConnected)
        previouslyFocused.focus();
    };
    // Runs once per opening: the dialog mounts when `open` turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = getFocusable(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close only when the press both starts and ends on the backdrop (not a text-selection drag).
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      closeOnBackdropClick &&
      pressStartedOnBackdrop.current &&
      event.target === event.currentTarget
    )
      onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    // The backdrop click is a mouse convenience; keyboard users close with Escape or the button.
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitleGroup>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            {description && (
              <StyledDescription id={descriptionId}>
                {description}
              </StyledDescription>
            )}
          </StyledTitleGroup>
          <IconButton
            ref={closeRef}
            icon="close"
            label={closeLabel}
            onClick={onClose}
          />
        </StyledHeader>
        {children && <StyledBody>{children}</StyledBody>}
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>
  );
}
