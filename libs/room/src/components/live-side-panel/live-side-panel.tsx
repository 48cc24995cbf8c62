import { useId, type ReactNode } from 'react';
import { liveRoomMessages } from '@ruume/contracts';
import { IconButton } from '@ruume/ui-kit';
import {
  StyledPanel,
  StyledPanelBody,
  StyledPanelHeader,
} from './live-side-panel.styles';

export interface LiveSidePanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Below the scrolling body (the chat's message box). */
  footer?: ReactNode;
}

/** A panel beside the stage (a full-screen sheet on phones), named by its heading. */
export function LiveSidePanel({
  title,
  onClose,
  children,
  footer,
}: LiveSidePanelProps) {
  const headingId = useId();
  return (
    <StyledPanel
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <StyledPanelHeader>
        <h2 id={headingId}>{title}</h2>
        <IconButton
          icon="close"
          label={liveRoomMessages.closePanel}
          onClick={onClose}
        />
      </StyledPanelHeader>
      {/* It scrolls: focusable, so keyboards can scroll it too. */}
      <StyledPanelBody tabIndex={0}>{children}</StyledPanelBody>
      {footer}
    </StyledPanel>
  );
}
