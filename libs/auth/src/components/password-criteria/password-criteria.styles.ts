import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledCriteria = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledCriterion = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme, $met }) =>
    $met ? theme.color.success : theme.color.textMuted};
  transition: color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
`;

// An empty ring where the check mark will appear, the size of the icon.
export const StyledPending = styled.span`
  flex-shrink: 0;
  width: ${({ theme }) => theme.size.icon.sm};
  height: ${({ theme }) => theme.size.icon.sm};
  border: ${({ theme }) =>
    `${theme.size.border.thick} solid ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.full};
`;
