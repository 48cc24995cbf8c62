import { useEffect, type ComponentPropsWithoutRef } from 'react';
import { useTabsContext } from './tabs-context';
import { StyledTabPanel } from './tabs.styles';

export interface TabPanelProps extends ComponentPropsWithoutRef<'div'> {
  value: string;
  /** Keep the content mounted (hidden) when not selected, e.g. to preserve form input. */
  keepMounted?: boolean;
}

export function TabPanel({
  value,
  keepMounted = false,
  children,
  ...rest
}: TabPanelProps) {
  const {
    value: selected,
    tabId,
    panelId,
    registerPanel,
  } = useTabsContext('TabPanel');
  const isSelected = selected === value;

  useEffect(() => registerPanel(value), [registerPanel, value]);

  return (
    <StyledTabPanel
      role="tabpanel"
      id={panelId(value)}
      aria-labelledby={tabId(value)}
      hidden={!isSelected}
      tabIndex={0}
      {...rest}
    >
      {(isSelected || keepMounted) && children}
    </StyledTabPanel>
  );
}
