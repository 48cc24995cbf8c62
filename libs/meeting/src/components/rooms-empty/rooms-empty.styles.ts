import { styled } from 'styled-components';

export const StyledEmpty = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  border: ${({ theme }) =>
    `${theme.size.border.thick} dashed ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.xl};
  background-color: ${({ theme }) => theme.color.surface};
  text-align: center;

  & > p {
    max-width: ${({ theme }) => theme.size.content.medium};
  }

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Three numbered steps, side by side where there is room. */
export const StyledSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: ${({ theme }) => `${theme.space[2]} 0`};
  padding: 0;
  list-style: none;
  counter-reset: step;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    counter-increment: step;
  }

  & > li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
    border-radius: ${({ theme }) => theme.radius.full};
    background-color: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryActive};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
