import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useCurrentUser, useFormSubmit } from '@ruume/api-client';
import {
  messages,
  parseFeeAmount,
  paths,
  roomsMessages as text,
  type Template,
} from '@ruume/contracts';
import {
  Alert,
  Badge,
  Button,
  Modal,
  Spinner,
  Stack,
  Text,
  formatMoney,
  toast,
  templateBackground,
  RoomMedia,
} from '@ruume/ui-kit';
import {
  useCreateRoomMutation,
  useTemplateCategoriesQuery,
  useTemplatesQuery,
} from '../../api/meeting-api';
import { isMeetingLimit } from '../../utils/meeting-limit';
import {
  filterTemplates,
  isOwnTemplate,
  usedCategories,
  type TemplateFilter,
} from '../../utils/template-groups';
import {
  monetizationDetailOf,
  type FeeDraft,
} from '../template-editor/template-draft';
import { TemplateFeeField } from '../template-fee-field/template-fee-field';
import {
  StyledCard,
  StyledCardBody,
  StyledCardButton,
  StyledChip,
  StyledChips,
  StyledGrid,
} from './start-room-picker.styles';

export interface StartRoomPickerProps {
  open: boolean;
  onClose: () => void;
  /** Creation answered 429 (SPEC §8): the page shows the limit modal. */
  onLimitReached: () => void;
}

/** What a template's room will ask of guests, in short. */
function TemplateBadges({ template }: { template: Template }) {
  const fee = template.monetizationDetail;
  return (
    <Stack as="span" direction="row" gap={1} wrap>
      {isOwnTemplate(template) && (
        <Badge tone="info">{text.yourTemplates}</Badge>
      )}
      {fee?.participantFee != null && (
        <Badge tone="primary">
          {text.feeBadge(formatMoney(fee.participantFee, fee.currency))}
        </Badge>
      )}
      {template.meetingPassword?.enabled && (
        <Badge tone="neutral">{text.passwordBadge}</Badge>
      )}
    </Stack>
  );
}

const NO_FEE: FeeDraft = {
  participantEnabled: false,
  participantAmount: '',
  audienceEnabled: false,
  audienceAmount: '',
  currency: 'usd',
};

/** The room's own entry fee (participants only), once the host's payments account is ready. */
function RoomFee({
  value,
  onChange,
  error,
  disabled,
}: {
  value: FeeDraft;
  onChange: (next: FeeDraft) => void;
  error?: string;
  disabled: boolean;
}) {
  const { user } = useCurrentUser();
  const headingId = useId();
  return (
    <Stack as="section" gap={2} aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        {text.roomFeeTitle}
      </Text>
      <Text size="sm" tone="muted">
        {text.roomFeeDescription}
      </Text>
      <TemplateFeeField
        value={value}
        onChange={onChange}
        errors={{ participantAmount: error }}
        audienceAllowed={false}
        accountReady={user?.stripeInfo?.isAccountOnboarded === true}
        disabled={disabled}
      />
    </Stack>
  );
}

/** The fee's amount when it is on but not a valid amount (SPEC §5), else undefined. */
const feeProblem = (fee: FeeDraft) =>
  fee.participantEnabled && parseFeeAmount(fee.participantAmount) === null
    ? messages.feeAmountInvalid
    : undefined;

/**
 * 'start a room': the host's templates and the stock ones by category; one click on a template
 * creates an instant room from it and opens the room's entry. An entry fee switched on above
 * them is the room's own (how house hosts, on stock templates, charge participants).
 */
export function StartRoomPicker({
  open,
  onClose,
  onLimitReached,
}: StartRoomPickerProps) {
  const templates = useTemplatesQuery(undefined, { skip: !open });
  const categories = useTemplateCategoriesQuery(undefined, { skip: !open });
  const [createRoom] = useCreateRoomMutation();
  const [filter, setFilter] = useState<TemplateFilter>('all');
  const [starting, setStarting] = useState<string | null>(null);
  const [fee, setFee] = useState<FeeDraft>(NO_FEE);
  const [feeError, setFeeError] = useState<string | undefined>();
  const navigate = useNavigate();
  const filtersId = useId();
  // The fee is the picker's one field: the server's word on it lands under it; the meeting
  // limit (429) opens the page's modal instead of an alert.
  const { submit, failure, clearFailure } = useFormSubmit(createRoom, {
    setError: (_field: 'fee', { message }) => setFeeError(message),
    aliases: { monetizationDetail: 'fee' },
    handled: (error) => {
      if (!isMeetingLimit(error)) return false;
      onClose();
      onLimitReached();
      return true;
    },
  });

  const start = async (template: Template) => {
    if (starting) return;
    clearFailure();
    const problem = feeProblem(fee);
    setFeeError(problem);
    if (problem) return;
    setStarting(template.id);
    const ownFee = fee.participantEnabled ? monetizationDetailOf(fee) : null;
    const created = await submit({
      templateId: template.id,
      ...(ownFee && { monetizationDetail: ownFee }),
    });
    setStarting(null);
    if (!created) return;
    toast.success(text.roomStarted(created.data.name));
    onClose();
    navigate(paths.room(created.data.roomId));
  };

  const list = templates.data ?? [];
  const shown = filterTemplates(list, filter);
  const filters: { value: TemplateFilter; label: string }[] = [
    { value: 'all', label: text.allCategories },
    ...(list.some(isOwnTemplate)
      ? [{ value: 'own' as const, label: text.yourTemplates }]
      : []),
    ...usedCategories(categories.data ?? [], list).map((category) => ({
      value: `category:${category.id}` as const,
      label: category.name,
    })),
  ];

  let body;
  if (templates.isLoading) {
    body = (
      <Stack align="center">
        <Spinner size="lg" tone="primary" label={text.templatesLoading} />
      </Stack>
    );
  } else if (templates.isError) {
    body = (
      <Alert tone="danger" title={text.templatesFailed}>
        <Stack gap={3} align="start">
          <Text size="sm">{errorMessage(templates.error)}</Text>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void templates.refetch()}
          >
            {text.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap={4}>
        <RoomFee
          value={fee}
          onChange={setFee}
          error={feeError}
          disabled={starting !== null}
        />
        {filters.length > 1 && (
          <StyledChips role="group" aria-label={text.categoryFilterLabel}>
            {filters.map((option) => (
              <StyledChip
                key={option.value}
                type="button"
                aria-pressed={filter === option.value}
                aria-controls={filtersId}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </StyledChip>
            ))}
          </StyledChips>
        )}
        {failure && <Alert tone="danger">{failure}</Alert>}
        {shown.length === 0 ? (
          <Text tone="muted">{text.noTemplatesInCategory}</Text>
        ) : (
          <StyledGrid id={filtersId}>
            {shown.map((template) => (
              <li key={template.id}>
                <StyledCard>
                  <RoomMedia
                    background={templateBackground(template)}
                    variant="thumbnail"
                  />
                  <StyledCardBody>
                    <StyledCardButton
                      type="button"
                      aria-label={
                        starting === template.id
                          ? undefined
                          : text.startWith(template.name)
                      }
                      aria-busy={starting === template.id || undefined}
                      disabled={starting !== null}
                      onClick={() => void start(template)}
                    >
                      {starting === template.id ? text.starting : template.name}
                    </StyledCardButton>
                    {template.description && (
                      <Text as="span" size="sm" tone="muted">
                        {template.description}
                      </Text>
                    )}
                    <TemplateBadges template={template} />
                  </StyledCardBody>
                </StyledCard>
              </li>
            ))}
          </StyledGrid>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.pickerTitle}
      description={text.pickerDescription}
      size="lg"
      footer={
        <Button
          as={Link}
          to={paths.dashboard.createTemplate}
          variant="ghost"
          leadingIcon="plus"
        >
          {text.createTemplate}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
