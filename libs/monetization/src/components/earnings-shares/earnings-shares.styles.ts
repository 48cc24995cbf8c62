import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** The three earning sources side by side; stacked on phones. */
export const StyledShares = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** A card on wide screens; a row on phones, the figure beside its source. */
export const StyledShare = styled.li<{ $earns: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme, $earns }) =>
    $earns ? theme.color.primarySubtle : theme.color.surfaceMuted};

  ${media.mobile} {
    grid-template-columns: ${({ theme }) => theme.space[16]} minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => `${theme.space[0]} ${theme.space[3]}`};
    padding: ${({ theme }) => theme.space[3]};

    & > :first-child {
      grid-row: span 2;
    }
  }
`;

export const StyledPercent = styled.span<{ $earns: boolean }>`
  color: ${({ theme, $earns }) =>
    $earns ? theme.color.primaryActive : theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
`;

export const StyledSource = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledNote = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
