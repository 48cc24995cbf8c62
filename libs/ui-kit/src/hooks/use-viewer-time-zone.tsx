import { createContext, useContext, type ReactNode } from 'react';
import { browserTimeZone } from '../format/meeting-time';

const ViewerTimeZoneContext = createContext<string | null>(null);

/** The zone times are shown in: the browser's, unless a story or test sets one. */
export function useViewerTimeZone(): string {
  return useContext(ViewerTimeZoneContext) ?? browserTimeZone();
}

/** Shows every time below in `zone` (stories and tests pin it; the app leaves the browser's). */
export function ViewerTimeZone({
  zone,
  children,
}: {
  zone: string;
  children: ReactNode;
}) {
  return (
    <ViewerTimeZoneContext.Provider value={zone}>
      {children}
    </ViewerTimeZoneContext.Provider>
  );
}
