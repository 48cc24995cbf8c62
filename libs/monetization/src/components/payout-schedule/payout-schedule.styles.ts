import { styled } from 'styled-components';

export const StyledSchedule = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.primary};
  }
`;
