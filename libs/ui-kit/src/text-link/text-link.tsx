import type { ComponentPropsWithRef } from 'react';
import { Link, type To } from 'react-router-dom';
import { StyledTextLink } from './text-link.styles';

export interface TextLinkProps extends ComponentPropsWithRef<'a'> {
  /** An in-app destination (react-router); use `href` for anything else. */
  to?: To;
  replace?: boolean;
}

/** An inline link in running text ("click here"). */
export function TextLink({ to, replace, ...rest }: TextLinkProps) {
  if (to !== undefined)
    return <StyledTextLink as={Link} to={to} replace={replace} {...rest} />;
  return <StyledTextLink {...rest} />;
}
