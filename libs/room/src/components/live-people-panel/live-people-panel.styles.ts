import { styled } from 'styled-components';

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const StyledWho = styled.span`
  display: flex;
  /* Room for a name before the actions: they wrap under it rather than squeeze it. */
  flex: 1 1 7rem;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledState = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledWaitingSection = styled(StyledSection)`
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.warningSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;
