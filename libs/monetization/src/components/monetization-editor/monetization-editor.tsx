import { useState } from 'react';
import { useFormSubmit } from '@ruume/api-client';
import {
  monetizationMessages as text,
  type Currency,
  type Recording,
} from '@ruume/contracts';
import { Alert, Button, Modal, Stack, toast } from '@ruume/ui-kit';
import { useUpdateRecordingMutation } from '../../api/monetization-api';
import type { MonetizationAccess } from '../../utils/monetization-access';
import {
  draftFromSetting,
  toMonetizationInput,
  type DraftErrors,
} from '../../utils/monetization-draft';
import { ConnectPrompt } from '../connect-prompt/connect-prompt';
import { MonetizationFields } from '../monetization-fields/monetization-fields';

export interface MonetizationEditorProps {
  recording: Pick<Recording, 'id' | 'name' | 'monetizationSetting'>;
  /** 'needs-account' shows the prompt to connect instead of the switches (SPEC §4, §6). */
  access: Exclude<MonetizationAccess, 'not-on-plan'>;
  /** Currency of a fee not set yet: the payments account's when it is usd or cad. */
  defaultCurrency?: Currency;
  onClose: () => void;
}

/** A recording's price and donations, changed in a dialog (PUT meeting-recording/{id}). */
export function MonetizationEditor({
  recording,
  access,
  defaultCurrency,
  onClose,
}: MonetizationEditorProps) {
  const [draft, setDraft] = useState(() =>
    draftFromSetting(recording.monetizationSetting, defaultCurrency),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [update, { isLoading }] = useUpdateRecordingMutation();
  const { submit, failure } = useFormSubmit(update, {
    fallback: text.monetizationSaveFailed,
  });

  const close = () => {
    if (!isLoading) onClose();
  };
  const save = async () => {
    const { input, errors: found } = toMonetizationInput(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await submit({
      id: recording.id,
      monetizationSetting: input,
    });
    if (!saved) return;
    toast.success(text.monetizationSaved);
    onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      title={text.editMonetizationTitle}
      description={recording.name}
      footer={
        access === 'ready' ? (
          <>
            <Button variant="secondary" onClick={close} disabled={isLoading}>
              {text.cancel}
            </Button>
            <Button
              busy={isLoading}
              busyLabel={text.saving}
              onClick={() => void save()}
            >
              {text.save}
            </Button>
          </>
        ) : undefined
      }
    >
      {access === 'ready' ? (
        <Stack gap={5}>
          <MonetizationFields
            value={draft}
            onChange={setDraft}
            errors={errors}
            disabled={isLoading}
            hideLegend
          />
          {failure && <Alert tone="danger">{failure}</Alert>}
        </Stack>
      ) : (
        <ConnectPrompt />
      )}
    </Modal>
  );
}
