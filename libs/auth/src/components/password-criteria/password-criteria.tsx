import { passwordCriteria } from '@ruume/contracts';
import { Icon, VisuallyHidden } from '@ruume/ui-kit';
import {
  StyledCriteria,
  StyledCriterion,
  StyledPending,
} from './password-criteria.styles';

export interface PasswordCriteriaProps {
  password: string;
  id?: string;
}

/** SPEC §5 password rules as a live checklist under the new-password field. */
export function PasswordCriteria({ password, id }: PasswordCriteriaProps) {
  return (
    <StyledCriteria id={id} aria-label="password criteria">
      {passwordCriteria.map((criterion) => {
        const met = criterion.test(password);
        return (
          <StyledCriterion key={criterion.id} $met={met}>
            {met ? (
              <Icon name="check-circle" size="sm" />
            ) : (
              <StyledPending aria-hidden="true" />
            )}
            <span>{criterion.label}</span>
            <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </StyledCriterion>
        );
      })}
    </StyledCriteria>
  );
}
