import { css, styled } from 'styled-components';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledDropzone = styled.div<{
  $dragging: boolean;
  $invalid: boolean;
  $disabled: boolean;
}>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.size.border.thick} dashed
    ${({ theme, $invalid, $dragging }) =>
      $invalid
        ? theme.color.danger
        : $dragging
          ? theme.color.primary
          : theme.color.borderEmphasis};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme, $dragging }) =>
    $dragging ? theme.color.primarySubtle : theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  transition: background-color
    ${({ theme }) =>
      `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      opacity: ${theme.opacity.disabled};
    `}
`;

export const StyledDropText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledLimits = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};

  svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0]};
  }
`;

export const StyledChosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surfaceMuted};
  flex-wrap: wrap;
`;

export const StyledThumb = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => `calc(${theme.size.control.lg} * 1.5)`};
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background-color: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledChosenText = styled.span`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledChosenActions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
