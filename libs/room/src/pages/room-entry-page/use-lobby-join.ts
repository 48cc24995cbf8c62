// Joining from the lobby: the join call, then the room pass and /meeting/{roomId}; a refusal
// becomes what the form shows; a fee not yet paid for this email becomes the checkout, unless
// the person is just back from paying it: then the payment is awaited, never charged twice. A
// paid room wants proof of the payer's email (docs/live-room.md): the entry pass of the link
// the person came by (the checkout's way back, the receipt), or the code mailed to the email.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage, serverErrorField } from '@ruume/api-client';
import {
  paths,
  type JoinRoomRequest,
  type RoomEntryMode,
  lobbyMessages as text,
} from '@ruume/contracts';
import {
  useJoinRoomMutation,
  useRoomCheckoutMutation,
} from '../../api/room-api';
import type { JoinOutcome } from '../../components/lobby-join-form/lobby-join-form';
import type { LobbyField } from '../../components/lobby-join-form/lobby-join-schema';
import { saveRoomPass } from '../../live/room-pass';
import type { DeviceChoice } from '../../devices/device-choice';
import { lobbyDraft } from './lobby-draft';
import { pageLocation } from './page-location';

const FIELDS: readonly LobbyField[] = [
  'displayName',
  'password',
  'email',
  'entryCode',
];

/**
 * Back from the checkout, the provider's confirmation (its webhook) may reach the api a moment
 * after the person: joining is tried again after each of these waits before giving up.
 */
export const PAYMENT_CONFIRM_WAITS_MS: readonly number[] = [1000, 2000, 3000];

/** The join and checkout calls name the audience; taking part is their default. */
const asOf = (mode: RoomEntryMode) => (mode === 'audience' ? { as: mode } : {});

/** The fee of the chosen way in is not paid (yet) with this email. */
const isUnpaid = (error: unknown) =>
  errorCode(error) === 'ROOM_PAYMENT_REQUIRED' ||
  errorCode(error) === 'ROOM_AUDIENCE_PAYMENT_REQUIRED';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sameEmail = (a: string | undefined, b: string | null) =>
  a !== undefined && b !== null && a.trim().toLowerCase() === b.toLowerCase();

/** The field a server validation error names ("email: please enter a valid email address"). */
const namedField = (error: unknown) =>
  serverErrorField(error, { fields: FIELDS });

// Not useFormSubmit: joining is a conversation (join, waits for the payment, the checkout) whose
// answers open fields; only its reading of a refused field is shared.
export function useLobbyJoin(
  roomId: string,
  /** Hands the preview's devices to the room and says what the person chose to send. */
  handOverPreview: () => DeviceChoice,
  /** The email the entry fee was just paid with (back from the checkout), if any. */
  paidEmail: string | null = null,
  /** The entry pass of the link the person came by (?entry=…), if any. */
  entryToken: string | null = null,
  /** To take part, or to watch (the audience: its fee, its seats). */
  mode: RoomEntryMode = 'participant',
) {
  // A pass the server refused is not sent again: the person goes on with their email.
  const pass = useRef(entryToken);
  const [joinRoom] = useJoinRoomMutation();
  const [checkout] = useRoomCheckoutMutation();
  const navigate = useNavigate();

  const pay = useCallback(
    async (email: string, displayName: string): Promise<JoinOutcome> => {
      const answer = await checkout({
        roomId,
        email,
        displayName,
        ...asOf(mode),
      });
      if ('error' in answer)
        return {
          done: false,
          message: errorMessage(answer.error),
          field: namedField(answer.error),
        };
      lobbyDraft.saveName(roomId, displayName);
      pageLocation.assign(answer.data.url);
      return { done: true };
    },
    [checkout, roomId, mode],
  );

  return useCallback(
    async (request: JoinRoomRequest): Promise<JoinOutcome> => {
      // Joining first, even in a paid room: an email that already paid (another device, a
      // reload) gets in without paying twice; only a refusal for the fee opens the checkout.
      const withPass = {
        roomId,
        ...request,
        ...asOf(mode),
        ...(pass.current ? { entryToken: pass.current } : {}),
      };
      let answer = await joinRoom(withPass);
      if (sameEmail(request.email, paidEmail) || pass.current)
        for (const wait of PAYMENT_CONFIRM_WAITS_MS) {
          if (!isUnpaid(answer.error)) break;
          await sleep(wait);
          answer = await joinRoom(withPass);
        }
      if (!('error' in answer)) {
        const media = handOverPreview();
        saveRoomPass(roomId, {
          ticket: answer.data.ticket,
          displayName: request.displayName,
          media,
        });
        navigate(paths.liveRoom(roomId));
        return { done: true };
      }
      const { error } = answer;
      const message = errorMessage(error);
      switch (errorCode(error)) {
        case 'ROOM_PASSWORD_REQUIRED':
          return { done: false, message, ask: 'password' };
        case 'ROOM_PASSWORD_WRONG':
          return { done: false, message, field: 'password' };
        case 'ROOM_ENTRY_CODE_REQUIRED':
          return {
            done: false,
            message: text.entryCodeText(request.email ?? ''),
            ask: 'entryCode',
          };
        case 'ROOM_ENTRY_CODE_WRONG':
          return { done: false, message, field: 'entryCode' };
        case 'ROOM_ENTRY_LINK_INVALID':
          pass.current = null;
          return { done: false, message, ask: 'email' };
        case 'ROOM_PAYMENT_REQUIRED':
        case 'ROOM_AUDIENCE_PAYMENT_REQUIRED':
          if (sameEmail(request.email, paidEmail) || pass.current)
            return { done: false, message: text.paymentNotConfirmed };
          return request.email
            ? pay(request.email, request.displayName)
            : { done: false, message, ask: 'email' };
        default:
          return { done: false, message, field: namedField(error) };
      }
    },
    [joinRoom, navigate, paidEmail, pay, roomId, handOverPreview, mode],
  );
}
