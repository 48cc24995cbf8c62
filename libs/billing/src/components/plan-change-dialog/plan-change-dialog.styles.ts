import { styled } from 'styled-components';

/** What changes, one line each: the label, then its amount or date at the end. */
export const StyledQuote = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin: 0;
`;

export const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledValue = styled.dd`
  margin: 0;
  text-align: end;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
