import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useTabsContext } from './tabs-context';
import { StyledTab } from './tabs.styles';

export interface TabProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  value: string;
}

export function Tab({ value, onClick, children, ...rest }: TabProps) {
  const {
    value: selected,
    select,
    tabId,
    panelId,
    panels,
  } = useTabsContext('Tab');
  const isSelected = selected === value;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) select(value);
  };

  return (
    <StyledTab
      type="button"
      role="tab"
      id={tabId(value)}
      data-value={value}
      aria-selected={isSelected}
      aria-controls={panels.has(value) ? panelId(value) : undefined}
      tabIndex={isSelected ? 0 : -1}
      onClick={handleClick}
      {...rest}
    >
      {children}
    </StyledTab>
  );
}
