import { Controller, useForm } from 'react-hook-form';
import {
  RECORDING_NAME_MAX_LENGTH,
  messages,
  monetizationMessages as text,
  recordingUploadError,
  type Currency,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  Field,
  Form,
  FormActions,
  Icon,
  Text,
  TextField,
  formatFileSize,
  toast,
} from '@ruume/ui-kit';
import { useRecordingUpload } from '../../hooks/use-recording-upload';
import type { MonetizationAccess } from '../../utils/monetization-access';
import {
  draftFromSetting,
  toMonetizationInput,
  type MonetizationDraft,
} from '../../utils/monetization-draft';
import { ConnectPrompt } from '../connect-prompt/connect-prompt';
import { MonetizationFields } from '../monetization-fields/monetization-fields';
import { UploadComplete } from '../upload-complete/upload-complete';
import { UploadProgress } from '../upload-progress/upload-progress';
import { StyledChosenFile, StyledFileInput } from './recording-upload.styles';

export interface RecordingUploadProps {
  /** 'ready': the price and donation switches; 'needs-account': the prompt to connect. */
  access: MonetizationAccess;
  defaultCurrency?: Currency;
}

interface UploadValues {
  name: string;
  file: File | null;
  monetization: MonetizationDraft;
}

/**
 * SPEC §4, §5 recording upload: a name, a video file and, with an onboarded payments account,
 * a price and donations. The upload runs with a real progress bar (uploading → processing →
 * complete); a refusal shows the server's message, else 'Failed to upload recording'.
 */
export function RecordingUpload({
  access,
  defaultCurrency,
}: RecordingUploadProps) {
  const defaults = (): UploadValues => ({
    name: '',
    file: null,
    monetization: draftFromSetting(null, defaultCurrency),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<UploadValues>({ defaultValues: defaults() });
  const upload = useRecordingUpload();
  const { phase } = upload.state;
  const running = phase === 'uploading' || phase === 'processing';
  const file = watch('file');

  const submit = (values: UploadValues) => {
    // SPEC §5: a trimmed name, then a video file, each with its own alert.
    const problem = recordingUploadError(values.name, values.file);
    if (problem !== null) {
      setError(problem === messages.recordingNameRequired ? 'name' : 'file', {
        message: problem,
      });
      return;
    }
    const { input, errors: amountErrors } =
      access === 'ready'
        ? toMonetizationInput(values.monetization)
        : { input: {}, errors: {} };
    if (amountErrors.price)
      setError('monetization.price.amount', { message: amountErrors.price });
    if (amountErrors.donation)
      setError('monetization.donation.amount', {
        message: amountErrors.donation,
      });
    if (amountErrors.price || amountErrors.donation) return;
    if (!values.file) return;
    void upload.start({
      name: values.name,
      file: values.file,
      monetizationSetting: input,
    });
  };

  if (phase === 'complete') {
    return (
      <UploadComplete
        name={upload.state.recording?.name ?? ''}
        onUploadAnother={() => {
          reset(defaults());
          upload.reset();
        }}
      />
    );
  }

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate gap={5}>
      <TextField
        label={text.nameLabel}
        maxLength={RECORDING_NAME_MAX_LENGTH}
        autoComplete="off"
        disabled={running}
        error={errors.name?.message}
        {...register('name', { onChange: () => clearErrors('name') })}
      />
      <Field
        label={text.fileLabel}
        hint={text.fileHint}
        error={errors.file?.message}
      >
        {(fieldControl) => (
          <StyledFileInput
            {...fieldControl}
            type="file"
            accept="video/*"
            disabled={running}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setValue('file', chosen);
              // SPEC §8: a file dialog that gave no file.
              if (chosen === null)
                setError('file', { message: messages.fileSelectError });
              else clearErrors('file');
            }}
          />
        )}
      </Field>
      {file && (
        <StyledChosenFile>
          <Icon name="video" size="sm" />
          {`${file.name} · ${formatFileSize(file.size)}`}
        </StyledChosenFile>
      )}

      {access === 'ready' && (
        <Controller
          control={control}
          name="monetization"
          render={({ field }) => (
            <MonetizationFields
              value={field.value}
              onChange={(next) => {
                clearErrors('monetization');
                field.onChange(next);
              }}
              errors={{
                price: errors.monetization?.price?.amount?.message,
                donation: errors.monetization?.donation?.amount?.message,
              }}
              disabled={running}
            />
          )}
        />
      )}
      {access === 'needs-account' && <ConnectPrompt />}
      {access === 'not-on-plan' && (
        <Text size="sm" tone="muted">
          {text.noMonetizationOnPlan}
        </Text>
      )}

      {phase === 'failed' && upload.state.error && (
        <Alert tone="danger">{upload.state.error}</Alert>
      )}
      <UploadProgress
        state={upload.state}
        onCancel={() => {
          upload.cancel();
          toast(text.uploadCancelled);
        }}
      />
      {!running && (
        <FormActions>
          <Button type="submit" leadingIcon="upload">
            {text.upload}
          </Button>
        </FormActions>
      )}
    </Form>
  );
}
