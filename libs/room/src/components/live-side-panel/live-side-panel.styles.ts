import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledPanel = styled.aside`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.toast};
  min-height: 0;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;

  ${media.mobile} {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    width: auto;
    border-radius: 0;
  }
`;

export const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: ${({ theme }) => theme.size.hairline} solid
    ${({ theme }) => theme.color.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const StyledPanelBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
`;
