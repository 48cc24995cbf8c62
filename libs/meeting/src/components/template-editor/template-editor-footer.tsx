import { Link } from 'react-router-dom';
import { paths, templateEditorMessages as text } from '@ruume/contracts';
import { Alert, Button, Modal, ProgressBar } from '@ruume/ui-kit';
import {
  StyledActions,
  StyledActionsInner,
  StyledProgress,
} from './template-editor.styles';
import type { UploadProgress } from './use-template-save';

export interface TemplateEditorActionsProps {
  failure: string | null;
  progress: UploadProgress | null;
  saving: boolean;
  creating: boolean;
  cannotCreate: boolean;
}

/** The sticky bar under the form: what went wrong, the upload's progress, cancel and save. */
export function TemplateEditorActions({
  failure,
  progress,
  saving,
  creating,
  cannotCreate,
}: TemplateEditorActionsProps) {
  return (
    <StyledActions>
      <StyledActionsInner>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {progress && (
          <StyledProgress>
            <ProgressBar
              label={
                progress.processing
                  ? text.uploadProcessing
                  : text.uploadLabel(progress.fileName)
              }
              value={Math.floor(progress.percent)}
              valueText={`${Math.floor(progress.percent)}%`}
              showValue
              size="sm"
              tone={progress.processing ? 'success' : 'primary'}
            />
          </StyledProgress>
        )}
        <div>
          <Button variant="ghost" as={Link} to={paths.dashboard.root}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            busy={saving}
            busyLabel={creating ? text.creating : text.saving}
            disabled={cannotCreate}
          >
            {creating ? text.create : text.save}
          </Button>
        </div>
      </StyledActionsInner>
    </StyledActions>
  );
}

/** Asked when the host leaves with unsaved changes (useLeaveGuard holds the navigation). */
export function LeaveTemplateDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={text.leaveTitle}
      description={text.leaveText}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onStay}>
            {text.keepEditing}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {text.leave}
          </Button>
        </>
      }
    />
  );
}
