import { useId, type ReactNode } from 'react';
import { Heading } from '../heading/heading';
import { Text } from '../text/text';
import { StyledSection, StyledSectionHeader } from './settings-section.styles';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** 'danger' outlines irreversible actions (delete account). */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A titled card of the settings pages; a region named by its title. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId} $tone={tone}>
      <StyledSectionHeader>
        <Heading level={2} size="lg" id={titleId}>
          {title}
        </Heading>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
      </StyledSectionHeader>
      {children}
    </StyledSection>
  );
}
