import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns:
    minmax(0, ${({ theme }) => theme.size.content.narrow})
    auto;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledPlaceholder = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[6]}`};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} dashed ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;
