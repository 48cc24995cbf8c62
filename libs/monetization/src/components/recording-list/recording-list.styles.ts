import { styled } from 'styled-components';

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: ${({ theme }) =>
    `${theme.size.border.thick} dashed ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;
