import { useId, useState, type ReactNode, type Ref } from 'react';
import {
  StyledDescription,
  StyledLabel,
  StyledSwitch,
  StyledText,
  StyledThumb,
  StyledToggle,
} from './toggle.styles';

export interface ToggleProps {
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  /** On/off (controlled). */
  checked?: boolean;
  /** Initial state (uncontrolled). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Put the label before the switch (settings rows). */
  labelPosition?: 'start' | 'end';
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (role switch) with a clickable label. For one of two choices, see SegmentedControl. */
export function Toggle({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  hideLabel = false,
  labelPosition = 'end',
  id,
  className,
  ref,
}: ToggleProps) {
  const autoId = useId();
  const switchId = id ?? `toggle-${autoId}`;
  const descriptionId = `${switchId}-description`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const isOn = checked ?? uncontrolled;

  const toggle = () => {
    const next = !isOn;
    if (checked === undefined) setUncontrolled(next);
    onCheckedChange?.(next);
  };

  return (
    <StyledToggle className={className} $labelFirst={labelPosition === 'start'}>
      <StyledSwitch
        ref={ref}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        <StyledThumb />
      </StyledSwitch>
      <StyledText $hidden={hideLabel}>
        <StyledLabel htmlFor={switchId}>{label}</StyledLabel>
        {description && (
          <StyledDescription id={descriptionId}>
            {description}
          </StyledDescription>
        )}
      </StyledText>
    </StyledToggle>
  );
}
