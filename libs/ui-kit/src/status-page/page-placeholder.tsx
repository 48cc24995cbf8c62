import { paths } from '@ruume/contracts';
import { Button } from '../button/button';
import { StatusMessage } from './status-page';

/** Stands in for a screen whose feature has not shipped yet, with a way back (inside a page layout). */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <StatusMessage
      icon="settings"
      title={title}
      description="this part of ruume is being built. it will be here soon."
      actions={
        <Button as="a" href={paths.dashboard.root} variant="secondary">
          back to home
        </Button>
      }
    />
  );
}
