import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@ruume/api-client';
import {
  API_ERRORS,
  paths,
  roomsMessages as text,
  tokenSchema,
} from '@ruume/contracts';
import { Button, StatusPage } from '@ruume/ui-kit';
import { useConfirmInvitationMutation } from '../../api/meeting-api';

/** The refusals a confirm link can meet, each with its own heading. */
function failureOf(error: unknown): { title: string; description: string } {
  switch (errorCode(error)) {
    case 'INVITATION_EXPIRED':
      return {
        title: text.expiredTitle,
        description: API_ERRORS.INVITATION_EXPIRED.message,
      };
    case 'INVITATION_NOT_FOUND':
    case 'VALIDATION_ERROR':
      return {
        title: text.invalidLinkTitle,
        description: API_ERRORS.INVITATION_NOT_FOUND.message,
      };
    default:
      return {
        title: text.confirmFailedTitle,
        description: errorMessage(error),
      };
  }
}

/**
 * SPEC §2 /invitation/confirm?token=…: the invitee's mailed link. Confirms on arrival (the
 * call is idempotent) and moves on to the success page, or says why the link does not work.
 */
export function InvitationConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = tokenSchema('token').safeParse(token).success;
  const [confirm, { isError, error }] = useConfirmInvitationMutation();
  const navigate = useNavigate();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, even when React runs effects twice in development.
    if (!wellFormed || sent.current === token) return;
    sent.current = token;
    void confirm({ token }).then((result) => {
      if ('data' in result && result.data)
        navigate(paths.invitation.confirmSuccess, {
          replace: true,
          state: { confirmation: result.data },
        });
    });
  }, [confirm, navigate, token, wellFormed]);

  const home = (
    <Button as={Link} to={paths.home} replace>
      {text.backHome}
    </Button>
  );
  if (!wellFormed)
    return (
      <StatusPage
        icon="mail"
        title={text.invalidLinkTitle}
        description={text.missingToken}
        actions={home}
      />
    );
  if (isError) {
    const failure = failureOf(error);
    const retryable = !['INVITATION_EXPIRED', 'INVITATION_NOT_FOUND'].includes(
      String(errorCode(error)),
    );
    return (
      <StatusPage
        icon="warning"
        title={failure.title}
        description={failure.description}
        actions={
          retryable ? (
            <Button onClick={() => void confirm({ token })}>
              {text.tryAgain}
            </Button>
          ) : (
            home
          )
        }
      />
    );
  }
  return <StatusPage busy title={text.confirmingTitle} />;
}
