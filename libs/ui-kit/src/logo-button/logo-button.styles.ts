import type { ComponentType, RefAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins';

// Typed through react-router-dom so published declarations never name react-router itself.
const RouterLink: ComponentType<LinkProps & RefAttributes<HTMLAnchorElement>> =
  Link;

export const StyledLogoLink = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[1]};
  margin: -${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  transition: opacity ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    opacity: ${({ theme }) => theme.opacity.hover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
