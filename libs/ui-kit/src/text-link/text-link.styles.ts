import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins';

export const StyledTextLink = styled.a`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-decoration-thickness: from-font;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radius.sm};
  transition: color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    color: ${({ theme }) => theme.color.primaryActive};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
