import { Component, Suspense, lazy, type ReactNode } from 'react';

// Rare: its code loads when it is shown.
const PageError = lazy(() =>
  import('../app/page-error').then((m) => ({ default: m.PageError })),
);

/** What the app's routes get from their error element, for the landing entries' routes. */
export class PageErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; error?: unknown }
> {
  override state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageError error={this.state.error} />
      </Suspense>
    );
  }
}
