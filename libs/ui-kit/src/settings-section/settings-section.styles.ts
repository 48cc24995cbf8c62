import { styled } from 'styled-components';
import { media } from '../theme/media';

export const StyledSection = styled.section<{ $tone: 'default' | 'danger' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[8]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $tone }) =>
    `${theme.size.border.thin} solid ${$tone === 'danger' ? theme.color.dangerSubtle : theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledSectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
