import { useState } from 'react';
import { errorMessage, useFormSubmit } from '@ruume/api-client';
import {
  emailSchema,
  inviteRequestSchema,
  messages,
  roomsMessages as text,
  type Meeting,
} from '@ruume/contracts';
import {
  Alert,
  Badge,
  Button,
  Field,
  Form,
  Heading,
  LoadError,
  Modal,
  Spinner,
  Stack,
  Text,
  toast,
  useViewerTimeZone,
  formatDay,
} from '@ruume/ui-kit';
import { useInvitationsQuery, useInviteMutation } from '../../api/meeting-api';
import {
  StyledInvitation,
  StyledInvitations,
  StyledTextArea,
} from './invite-dialog.styles';

export interface InviteDialogProps {
  meeting: Pick<Meeting, 'id' | 'name'>;
  onClose: () => void;
}

/** The addresses typed, split on commas, semicolons, spaces and new lines. */
export const splitEmails = (input: string): string[] =>
  input.split(/[\s,;]+/).filter(Boolean);

/** The first problem of the typed addresses, or the request to send. */
function checkEmails(
  input: string,
): { emails: string[] } | { problem: string } {
  const typed = splitEmails(input);
  const invalid = typed.filter(
    (email) => !emailSchema.safeParse(email).success,
  );
  if (invalid.length > 0)
    return { problem: `${messages.emailInvalid}: ${invalid.join(', ')}` };
  const parsed = inviteRequestSchema.safeParse({ emails: typed });
  return parsed.success
    ? parsed.data
    : { problem: parsed.error.issues[0]?.message ?? messages.emailInvalid };
}

/** Who is invited to a scheduled meeting and who confirmed, and a form to invite more. */
export function InviteDialog({ meeting, onClose }: InviteDialogProps) {
  const invitations = useInvitationsQuery({ id: meeting.id });
  const [invite, { isLoading }] = useInviteMutation();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const zone = useViewerTimeZone();
  // An address the server refuses is said under the field, like the ones checked here.
  const { submit, failure, clearFailure } = useFormSubmit(invite, {
    setError: (_field, { message }) => setProblem(message),
    fields: ['emails'],
  });

  const send = async () => {
    clearFailure();
    const checked = checkEmails(input);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    if (!(await submit({ id: meeting.id, emails: checked.emails }))) return;
    toast.success(text.invitationsSent(checked.emails.length));
    setInput('');
  };

  const list = invitations.data ?? [];
  const confirmed = list.filter((one) => one.confirmedAt !== null).length;

  return (
    <Modal
      open
      onClose={onClose}
      title={text.inviteTitle(meeting.name)}
      description={text.inviteDescription}
      size="md"
      closeLabel={text.close}
    >
      <Stack gap={6}>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          noValidate
          gap={3}
          aria-label={text.inviteSubmit}
        >
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Field
            label={text.inviteEmailsLabel}
            hint={text.inviteEmailsHint}
            error={problem ?? undefined}
          >
            {(control) => (
              <StyledTextArea
                {...control}
                $invalid={control['aria-invalid'] === true}
                rows={3}
                value={input}
                placeholder="name@example.com"
                autoComplete="off"
                onChange={(event) => setInput(event.target.value)}
              />
            )}
          </Field>
          <Stack direction="row" justify="end">
            <Button
              type="submit"
              leadingIcon="mail"
              busy={isLoading}
              busyLabel={text.inviting}
            >
              {text.inviteSubmit}
            </Button>
          </Stack>
        </Form>

        <Stack as="section" gap={3} aria-label={text.invitedTitle}>
          <Stack direction="row" justify="between" align="center" wrap>
            <Heading level={3} size="md">
              {text.invitedTitle}
            </Heading>
            {list.length > 0 && (
              <Text size="sm" tone="muted">
                {text.confirmedCount(confirmed, list.length)}
              </Text>
            )}
          </Stack>
          {invitations.isLoading && (
            <Spinner tone="primary" label={text.invitationsLoading} />
          )}
          {invitations.isError && (
            <LoadError
              title={text.invitationsFailed}
              message={errorMessage(invitations.error)}
              onRetry={() => void invitations.refetch()}
            />
          )}
          {invitations.isSuccess && list.length === 0 && (
            <Text size="sm" tone="muted">
              {text.noInvitations}
            </Text>
          )}
          {list.length > 0 && (
            <StyledInvitations>
              {list.map((one) => (
                <StyledInvitation key={one.id}>
                  <span>{one.email}</span>
                  {one.confirmedAt ? (
                    <Badge tone="success">
                      {text.confirmedBadge}{' '}
                      <time dateTime={one.confirmedAt}>
                        {formatDay(one.confirmedAt, zone)}
                      </time>
                    </Badge>
                  ) : (
                    <Badge tone="neutral">{text.pendingBadge}</Badge>
                  )}
                </StyledInvitation>
              ))}
            </StyledInvitations>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
