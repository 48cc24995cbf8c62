import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveRovingFocus } from '../utils/roving-focus';
import { StyledGroup, StyledSegment } from './segmented-control.styles';

export interface SegmentedOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** Something beside the label, e.g. <Badge tone="success">save 17%</Badge>. */
  adornment?: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<T extends string = string> {
  /** Name of the choice for screen readers, e.g. 'billing cycle'. */
  label: string;
  options: ReadonlyArray<SegmentedOption<T>>;
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  fullWidth?: boolean;
  className?: string;
}

/**
 * One choice out of a few, shown side by side (the month / year billing cycle toggle).
 * A radio group: Tab enters at the selected option, arrow keys move and select.
 */
export function SegmentedControl<T extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  fullWidth = false,
  className,
}: SegmentedControlProps<T>) {
  const [uncontrolled, setUncontrolled] = useState<T | undefined>(
    defaultValue ?? options[0]?.value,
  );
  const selected = value ?? uncontrolled;
  const focusable = options.some((o) => o.value === selected && !o.disabled)
    ? selected
    : options.find((o) => !o.disabled)?.value;

  const choose = (next: T) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== selected) onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = moveRovingFocus(event, '[role="radio"]', 'both');
    const next = target?.getAttribute('data-value');
    if (next) choose(next as T);
  };

  return (
    <StyledGroup
      role="radiogroup"
      aria-label={label}
      className={className}
      $fullWidth={fullWidth}
      onKeyDown={handleKeyDown}
    >
      {options.map((option) => {
        const isSelected = option.value === selected;
        return (
          <StyledSegment
            key={option.value}
            type="button"
            role="radio"
            data-value={option.value}
            aria-checked={isSelected}
            tabIndex={option.value === focusable ? 0 : -1}
            disabled={option.disabled}
            onClick={() => choose(option.value)}
          >
            {option.label}
            {option.adornment}
          </StyledSegment>
        );
      })}
    </StyledGroup>
  );
}
