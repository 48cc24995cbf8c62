// The control bar's buttons: one control (icon, a short word on wide screens, the full label
// as its description) and one that opens a small card above the bar.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Icon, VisuallyHidden, type IconName } from '@ruume/ui-kit';
import {
  StyledControl,
  StyledControlText,
  StyledCount,
  StyledPopover,
  StyledPopoverAnchor,
} from './live-control-bar.styles';

/** An icon by name, or a glyph of its own (the record button's red dot). */
export type ControlIcon = IconName | ReactElement;

export interface ControlProps {
  icon: ControlIcon;
  /** The accessible name and tooltip (with the shortcut, when there is one). */
  label: string;
  /** The short word shown beside the icon on wide screens. */
  short?: string;
  tone?: 'neutral' | 'off' | 'on' | 'danger';
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  count?: number;
  disabled?: boolean;
  shortcut?: string;
  onClick: () => void;
}

export function Control({
  icon,
  label,
  short,
  tone = 'neutral',
  pressed,
  expanded,
  controls,
  count,
  disabled,
  shortcut,
  onClick,
}: ControlProps) {
  return (
    <StyledControl
      type="button"
      $tone={tone}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-keyshortcuts={shortcut}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {typeof icon === 'string' ? <Icon name={icon} /> : icon}
      {/* The name is text, never aria-label: with a word shown, the word (what people see is
          what they say to voice control), the full label being the description (title);
          icon-only, the label, for screen readers only. */}
      {short ? (
        <StyledControlText>{short}</StyledControlText>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
      {!!count && <StyledCount aria-hidden="true">{count}</StyledCount>}
    </StyledControl>
  );
}

/** A button that opens a small card above the bar; Escape or a click outside closes it. */
export function PopoverControl({
  icon,
  label,
  short,
  children,
}: {
  icon: ControlIcon;
  label: string;
  short?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  return (
    <StyledPopoverAnchor
      ref={anchorRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Control
        icon={icon}
        label={label}
        short={short}
        expanded={open}
        controls={id}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <StyledPopover id={id} role="group" aria-label={label}>
          {children(() => setOpen(false))}
        </StyledPopover>
      )}
    </StyledPopoverAnchor>
  );
}
