import { createPortal } from 'react-dom';
import { Spinner } from '../spinner/spinner';
import { StyledOverlay, StyledSpinnerCard } from './loading-overlay.styles';

export interface LoadingOverlayProps {
  /** The overlay shows only while this is true (SPEC §2). */
  visible: boolean;
  /** What is loading, read by screen readers. */
  label?: string;
}

/** A full-screen veil with a spinner, covering the page while it loads. */
export function LoadingOverlay({
  visible,
  label = 'Loading',
}: LoadingOverlayProps) {
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <StyledOverlay aria-busy="true">
      <StyledSpinnerCard>
        <Spinner size="lg" tone="primary" label={label} />
      </StyledSpinnerCard>
    </StyledOverlay>,
    document.body,
  );
}
