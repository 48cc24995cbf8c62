import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import {
  StyledAlert,
  StyledAlertBody,
  StyledAlertTitle,
  type AlertTone,
} from './alert.styles';

export type { AlertTone } from './alert.styles';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * 'alert' interrupts screen readers (errors that just happened); 'status' waits politely.
   * Defaults to 'alert' for danger, 'status' otherwise; 'none' for static page content.
   */
  live?: 'alert' | 'status' | 'none';
  className?: string;
}

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'warning',
  danger: 'alert-circle',
};

/** An inline message box with an icon, for results and problems within a page. */
export function Alert({
  tone = 'info',
  title,
  children,
  live,
  className,
}: AlertProps) {
  const role = live ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <StyledAlert
      $tone={tone}
      role={role === 'none' ? undefined : role}
      className={className}
    >
      <Icon name={icons[tone]} size="md" />
      <StyledAlertBody>
        {title && <StyledAlertTitle>{title}</StyledAlertTitle>}
        {children && <div>{children}</div>}
      </StyledAlertBody>
    </StyledAlert>
  );
}
