import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledPlanCard = styled.article<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $current }) =>
    $current
      ? `${theme.size.border.thick} solid ${theme.color.primary}`
      : `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $current }) =>
    $current ? theme.shadow.md : theme.shadow.xs};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledPlanHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledPrice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledAmount = styled.span`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledFeatures = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[4]} 0 0`};
  list-style: none;
  border-top: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
`;

export const StyledFeature = styled.li<{ $on: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme, $on }) =>
    $on ? theme.color.text : theme.color.textMuted};

  svg {
    margin-top: ${({ theme }) => theme.space[0]};
    color: ${({ theme, $on }) =>
      $on ? theme.color.success : theme.color.textMuted};
  }
`;

/** The action sits at the bottom, so buttons line up across cards of a row. */
export const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};

  /* Four cards side by side leave 'upgrade to professional' little room: wrap, never overflow. */
  button {
    white-space: normal;
    text-align: center;
  }
`;
