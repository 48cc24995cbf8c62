import { createContext, useContext } from 'react';

export interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  activation: 'automatic' | 'manual';
  tabId: (value: string) => string;
  panelId: (value: string) => string;
  /** Panels that exist, so tabs only point aria-controls at real elements. */
  panels: ReadonlySet<string>;
  registerPanel: (value: string) => () => void;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return context;
}
