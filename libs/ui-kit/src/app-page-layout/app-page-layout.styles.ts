import { styled } from 'styled-components';
import { media } from '../theme/media';

export const StyledAppPage = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background-color: ${({ theme }) => theme.color.background};
`;

export const StyledAppHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background-color: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
`;

export const StyledAppHeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.size.content.page};
  min-height: ${({ theme }) => theme.size.header};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[8]}`};

  ${media.mobile} {
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
  }
`;

export const StyledAppMain = styled.main`
  max-width: ${({ theme }) => theme.size.content.page};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `${theme.space[8]} ${theme.space[8]} ${theme.space[16]}`};

  ${media.mobile} {
    padding: ${({ theme }) =>
      `${theme.space[6]} ${theme.space[4]} ${theme.space[10]}`};
  }
`;
