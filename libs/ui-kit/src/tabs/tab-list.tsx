import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react';
import { moveRovingFocus } from '../utils/roving-focus';
import { useTabsContext } from './tabs-context';
import { StyledTabList } from './tabs.styles';

export interface TabListProps extends ComponentPropsWithoutRef<'div'> {
  /** Name of the tab set for screen readers, e.g. 'Profile settings'. */
  'aria-label'?: string;
}

export function TabList({ onKeyDown, children, ...rest }: TabListProps) {
  const { activation, select } = useTabsContext('TabList');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = moveRovingFocus(event, '[role="tab"]');
    const value = target?.getAttribute('data-value');
    if (value !== null && value !== undefined && activation === 'automatic')
      select(value);
  };

  return (
    <StyledTabList
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </StyledTabList>
  );
}
