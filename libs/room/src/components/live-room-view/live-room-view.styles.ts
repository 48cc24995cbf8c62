import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledRoom = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  min-height: ${({ theme }) => theme.size.modal.sm};
  overflow: hidden;
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.text};
`;

export const StyledShade = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.backdrop};
`;

export const StyledHeader = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

  h1 {
    /* Room for a short name before the badges wrap under it (a phone, while recording). */
    flex: 1 1 calc(${({ theme }) => theme.space[16]} * 2);
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

export const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledAlerts = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]};

  > * {
    width: 100%;
    max-width: ${({ theme }) => theme.size.content.wide};
  }
`;

export const StyledBody = styled.main`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledStage = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
`;

export const StyledAlone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};

  p {
    margin: 0;
  }
`;

export const StyledFooter = styled.footer`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
`;
