import { Button } from '../button/button';
import { StatusPage } from './status-page';

export interface ErrorStateProps {
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** A page that failed as a whole: says so plainly and offers one way on. */
export function ErrorState({
  title,
  description,
  actionLabel,
  onAction,
}: ErrorStateProps) {
  return (
    <StatusPage
      icon="warning"
      title={title}
      description={description}
      actions={
        actionLabel && onAction ? (
          <Button onClick={onAction}>{actionLabel}</Button>
        ) : undefined
      }
    />
  );
}
