import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface RouteFrameProps {
  children?: ReactNode;
  /** Initial URL, e.g. '/share/r/abc?token=1'. Defaults to '/'. */
  route?: string;
  /** Route pattern the children render at, e.g. '/share/r/:shareId' (so useParams works). */
  path?: string;
}

// Shown when the component under test navigates away from `path`, so tests and stories can
// assert the destination by text: 'Navigated to /share/r/abc/download'.
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p>{`Navigated to ${pathname}${search}`}</p>;
}

/** A MemoryRouter for tests and stories: the children at `path`, started at `route`. */
export function RouteFrame({ children, route = '/', path }: RouteFrameProps) {
  return (
    <MemoryRouter initialEntries={[route]}>
      {path ? (
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      ) : (
        children
      )}
    </MemoryRouter>
  );
}
