import { styled } from 'styled-components';

/** What the moment is called: a chapter's title, a highlight's quote. */
export const StyledLead = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
