import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { Heading } from '../heading/heading';
import { Icon, type IconName } from '../icon/icon';
import { PublicPageLayout } from '../public-page-layout/public-page-layout';
import { Spinner } from '../spinner/spinner';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { StyledStatusIcon } from './status-page.styles';

export interface StatusPageProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** Buttons or links that lead on. */
  actions?: ReactNode;
  /** Waiting for one call (verifying a link, finishing a sign-in): a spinner instead of the icon. */
  busy?: boolean;
  logoTo?: To;
}

/** A whole public page that says one thing: not found, removed, expired, done. */
export function StatusPage({ logoTo, ...message }: StatusPageProps) {
  return (
    <PublicPageLayout logoTo={logoTo}>
      <StatusMessage {...message} />
    </PublicPageLayout>
  );
}

/** The message of a StatusPage on its own, for pages inside another layout. */
export function StatusMessage({
  title,
  description,
  icon,
  actions,
  busy = false,
}: Omit<StatusPageProps, 'logoTo'>) {
  return (
    <Stack gap={6} align="center" aria-busy={busy || undefined}>
      {busy && <Spinner size="lg" tone="primary" label={title} />}
      {!busy && icon && (
        <StyledStatusIcon>
          <Icon name={icon} size="xl" />
        </StyledStatusIcon>
      )}
      <Stack gap={2} align="center">
        <Heading level={1} align="center">
          {title}
        </Heading>
        {description && (
          <Text align="center" tone="muted">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Stack>
  );
}
