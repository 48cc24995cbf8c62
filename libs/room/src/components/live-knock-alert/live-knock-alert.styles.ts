import { styled } from 'styled-components';

export const StyledKnock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-left: ${({ theme }) => theme.space[1]} solid
    ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  p {
    flex: 1;
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
