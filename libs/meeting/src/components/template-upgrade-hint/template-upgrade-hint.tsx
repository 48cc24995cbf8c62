import type { ReactNode } from 'react';
import { paths, templateEditorMessages as text } from '@ruume/contracts';
import { Icon, TextLink } from '@ruume/ui-kit';
import { StyledHint, StyledHintText } from './template-upgrade-hint.styles';

export interface TemplateUpgradeHintProps {
  children: ReactNode;
  /** The link's words and destination: the plans by default. */
  action?: { label: string; to: string } | null;
  id?: string;
}

/** Why something is out of reach on the host's plan, and the way to it (SPEC §6). */
export function TemplateUpgradeHint({
  children,
  action = { label: text.upgrade, to: paths.settings.subscription },
  id,
}: TemplateUpgradeHintProps) {
  return (
    <StyledHint id={id}>
      <Icon name="lock" size="sm" />
      <StyledHintText>
        {children}
        {action && (
          <>
            {' '}
            <TextLink to={action.to}>{action.label}</TextLink>
          </>
        )}
      </StyledHintText>
    </StyledHint>
  );
}
