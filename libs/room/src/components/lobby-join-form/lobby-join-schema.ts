// The lobby form's checks: the join call's own schema, plus what this room asks for (a
// password, an email for the entry fee), each message under its field.
import {
  joinRoomRequestSchema,
  messages,
  roomErrorMessages,
  lobbyMessages,
} from '@ruume/contracts';

export interface LobbyFormValues {
  displayName: string;
  password: string;
  email: string;
  /** The one-time code mailed to a payer's email typed here. */
  entryCode: string;
}

export type LobbyField = keyof LobbyFormValues;

export interface LobbyAsks {
  password: boolean;
  email: boolean;
  entryCode: boolean;
}

export const lobbyFormSchema = (asks: LobbyAsks) =>
  joinRoomRequestSchema.superRefine((values, context) => {
    if (asks.password && !values.password)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: roomErrorMessages.passwordRequired,
      });
    if (asks.email && !values.email)
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: messages.emailRequired,
      });
    if (asks.entryCode && !values.entryCode)
      context.addIssue({
        code: 'custom',
        path: ['entryCode'],
        message: lobbyMessages.entryCodeRequired,
      });
  });
