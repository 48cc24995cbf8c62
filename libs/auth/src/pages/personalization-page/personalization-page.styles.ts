import { styled } from 'styled-components';

export const StyledStepLabel = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;

export const StyledAvatarPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} dashed ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.background};
`;
