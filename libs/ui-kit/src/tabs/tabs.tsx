import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { toIdPart } from '../utils/dom-id';
import { TabsContext, type TabsContextValue } from './tabs-context';

export interface TabsProps {
  children: ReactNode;
  /** Selected tab (controlled). */
  value?: string;
  /** Initially selected tab (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * 'automatic' (default): arrow keys select as they move, best when panels render at once.
   * 'manual': arrows move focus, Enter/Space selects.
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern):
 *
 *   <Tabs defaultValue="overview">
 *     <TabList aria-label="Profile"><Tab value="overview">overview</Tab>…</TabList>
 *     <TabPanel value="overview">…</TabPanel>
 *   </Tabs>
 */
export function Tabs({
  children,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const [panels, setPanels] = useState<ReadonlySet<string>>(() => new Set());
  const isControlled = value !== undefined;
  const selected = isControlled ? value : uncontrolled;

  const select = useCallback(
    (next: string) => {
      if (!isControlled) setUncontrolled(next);
      if (next !== selected) onValueChange?.(next);
    },
    [isControlled, onValueChange, selected],
  );

  const registerPanel = useCallback((panel: string) => {
    setPanels((current) => new Set(current).add(panel));
    return () =>
      setPanels((current) => {
        const next = new Set(current);
        next.delete(panel);
        return next;
      });
  }, []);

  const context = useMemo<TabsContextValue>(
    () => ({
      baseId,
      value: selected,
      select,
      activation,
      tabId: (v) => `${baseId}-tab-${toIdPart(v)}`,
      panelId: (v) => `${baseId}-panel-${toIdPart(v)}`,
      panels,
      registerPanel,
    }),
    [baseId, selected, select, activation, panels, registerPanel],
  );

  return (
    <TabsContext.Provider value={context}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}
