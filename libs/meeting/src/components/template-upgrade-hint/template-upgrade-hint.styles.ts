import { styled } from 'styled-components';

export const StyledHint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0]};
    color: ${({ theme }) => theme.color.primaryActive};
  }
`;

export const StyledHintText = styled.span`
  min-width: 0;
`;
