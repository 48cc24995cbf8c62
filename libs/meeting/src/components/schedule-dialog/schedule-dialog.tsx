import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, useFormSubmit } from '@ruume/api-client';
import {
  DEFAULT_MEETING_DURATION_MINUTES,
  MEETING_DURATIONS_MINUTES,
  createMeetingRequestSchema,
  roomLink,
  roomsMessages as text,
  type Meeting,
  type Template,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  FieldRow,
  Form,
  LoadError,
  Modal,
  SelectField,
  Spinner,
  Stack,
  TextField,
  toast,
  useViewerTimeZone,
  browserLocation,
  dateInZone,
  formatSchedule,
  offsetLabel,
  timeZoneNames,
  zoneCity,
} from '@ruume/ui-kit';
import {
  useCreateRoomMutation,
  useTemplatesQuery,
} from '../../api/meeting-api';
import { isMeetingLimit } from '../../utils/meeting-limit';
import { filterTemplates, isOwnTemplate } from '../../utils/template-groups';
import {
  formFieldOf,
  requestOf,
  scheduleFields,
  scheduleFormSchema,
  type ScheduleFormValues,
  type ScheduleMode,
} from './schedule-form';

export interface ScheduleDialogProps {
  open: boolean;
  mode: ScheduleMode;
  onClose: () => void;
  /** The room was created (the page shows the list it belongs in). */
  onCreated?: (meeting: Meeting) => void;
  /** Creation answered 429 (SPEC §8): the page shows the limit modal. */
  onLimitReached: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** '(GMT−5) America/New York' for every zone, the offsets of today. */
function zoneOptions(viewerZone: string) {
  const now = Date.now();
  return timeZoneNames(viewerZone).map((zone) => ({
    value: zone,
    label: `${zone.replace(/_/g, ' ')} (${offsetLabel(now, zone)})`,
  }));
}

function TemplateOptions({ templates }: { templates: Template[] }) {
  const own = templates.filter(isOwnTemplate);
  const stock = templates.filter((t) => !isOwnTemplate(t));
  const options = (list: Template[]) =>
    list.map((template) => (
      <option key={template.id} value={template.id}>
        {template.name}
      </option>
    ));
  return (
    <>
      {own.length > 0 && (
        <optgroup label={text.yourTemplates}>{options(own)}</optgroup>
      )}
      {stock.length > 0 && (
        <optgroup label={text.stockTemplates}>{options(stock)}</optgroup>
      )}
    </>
  );
}

function ScheduleForm({
  mode,
  templates,
  onClose,
  onCreated,
  onLimitReached,
}: Omit<ScheduleDialogProps, 'open'> & { templates: Template[] }) {
  const viewerZone = useViewerTimeZone();
  const [createRoom, { isLoading }] = useCreateRoomMutation();
  const zones = useMemo(() => zoneOptions(viewerZone), [viewerZone]);
  const schema = useMemo(() => scheduleFormSchema(mode), [mode]);
  const { register, handleSubmit, formState, setError, watch } =
    useForm<ScheduleFormValues>({
      resolver: zodResolver(schema),
      defaultValues: {
        templateId: filterTemplates(templates, 'all')[0]?.id ?? '',
        date: dateInZone(Date.now() + DAY_MS, viewerZone),
        startTime: '10:00',
        duration: String(DEFAULT_MEETING_DURATION_MINUTES),
        timezone: viewerZone,
        customRoomId: '',
      },
    });
  const { errors } = formState;
  const customRoomId = watch('customRoomId').trim().toLowerCase();
  // A taken room id or a refused field lands under it; the daily limit is SPEC §8's modal.
  const { submit: create, failure } = useFormSubmit(createRoom, {
    setError,
    fields: scheduleFields,
    aliases: formFieldOf,
    codes: { ROOM_ID_TAKEN: 'customRoomId' },
    handled: (error) => {
      if (!isMeetingLimit(error)) return false;
      onClose();
      onLimitReached();
      return true;
    },
  });

  const submit = handleSubmit(async (values) => {
    const request = createMeetingRequestSchema.parse(requestOf(values, mode));
    const result = await create(request);
    if (!result) return;
    const meeting = result.data;
    const link = roomLink(browserLocation.origin(), meeting.roomId);
    toast.success(
      mode === 'schedule'
        ? text.scheduled(
            meeting.name,
            formatSchedule(meeting, viewerZone) ?? link,
          )
        : text.personalCreated(link),
    );
    onClose();
    onCreated?.(meeting);
  });

  const personal = mode === 'personal';
  return (
    <Form
      id="schedule-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      gap={4}
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      <SelectField
        label={text.templateLabel}
        error={errors.templateId?.message}
        {...register('templateId')}
      >
        <TemplateOptions templates={templates} />
      </SelectField>
      {!personal && (
        <>
          <FieldRow>
            <TextField
              type="date"
              label={text.dateLabel}
              error={errors.date?.message}
              {...register('date')}
            />
            <TextField
              type="time"
              step={300}
              label={text.startTimeLabel}
              error={errors.startTime?.message}
              {...register('startTime')}
            />
          </FieldRow>
          <FieldRow>
            <SelectField
              label={text.durationLabel}
              error={errors.duration?.message}
              options={MEETING_DURATIONS_MINUTES.map((minutes) => ({
                value: String(minutes),
                label: text.durationOption(minutes),
              }))}
              {...register('duration')}
            />
            <SelectField
              label={text.timezoneLabel}
              hint={text.timezoneHint(zoneCity(viewerZone))}
              error={errors.timezone?.message}
              options={zones}
              {...register('timezone')}
            />
          </FieldRow>
        </>
      )}
      <TextField
        label={personal ? text.customRoomIdLabel : text.customRoomIdOptional}
        hint={
          customRoomId
            ? text.customRoomIdPreview(
                roomLink(browserLocation.origin(), customRoomId),
              )
            : text.customRoomIdHint
        }
        error={errors.customRoomId?.message}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...register('customRoomId')}
      />
      <Stack direction="row" gap={3} justify="end" wrap>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          busy={isLoading}
          busyLabel={personal ? text.creating : text.scheduling}
        >
          {personal ? text.personalSubmit : text.scheduleSubmit}
        </Button>
      </Stack>
    </Form>
  );
}

/** 'schedule' (date, start, duration, zone, optional address) or a new personal room. */
export function ScheduleDialog({ open, mode, ...props }: ScheduleDialogProps) {
  const templates = useTemplatesQuery(undefined, { skip: !open });
  const personal = mode === 'personal';
  let body;
  if (templates.isLoading) {
    body = (
      <Stack align="center">
        <Spinner size="lg" tone="primary" label={text.templatesLoading} />
      </Stack>
    );
  } else if (templates.isError) {
    body = (
      <LoadError
        title={text.templatesFailed}
        message={errorMessage(templates.error)}
        onRetry={() => void templates.refetch()}
      />
    );
  } else {
    body = (
      <ScheduleForm mode={mode} templates={templates.data ?? []} {...props} />
    );
  }
  return (
    <Modal
      open={open}
      onClose={props.onClose}
      title={personal ? text.personalTitle : text.scheduleTitle}
      description={
        personal ? text.personalDescription : text.scheduleDescription
      }
      size="md"
      closeOnBackdropClick={false}
    >
      {body}
    </Modal>
  );
}
