import { Icon } from '@ruume/ui-kit';
import { StyledShareError } from './share-error.styles';

/** A failed call's message with a warning icon, announced when it appears. */
export function ShareError({ children }: { children: string }) {
  return (
    <StyledShareError role="alert">
      <Icon name="alert-circle" size="sm" />
      <span>{children}</span>
    </StyledShareError>
  );
}
