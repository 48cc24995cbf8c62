import { styled } from 'styled-components';

// Fills the layout's aside panel: the brand colour with a soft diagonal shade.
export const StyledAside = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  color: ${({ theme }) => theme.color.onPrimary};
  background: linear-gradient(
    155deg,
    ${({ theme }) => theme.color.primary} 0%,
    ${({ theme }) => theme.color.primaryActive} 100%
  );
`;

export const StyledAsideTitle = styled.p`
  max-width: 20ch;
  font-size: ${({ theme }) => theme.font.size['4xl']};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tighter};
  text-wrap: balance;
`;

export const StyledAsidePoints = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledAsidePoint = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
