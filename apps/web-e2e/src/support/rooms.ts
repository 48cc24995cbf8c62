// Rooms for the live-room specs, made through the api as a host's pages would: an instant room
// from a stock template, or from a template of the host's own with a password and fees.
import { ApiSession } from './api-session';
import { registeredUser, type ServerOf } from './registered-user';
import { baseUrl } from './stack';
import { solidPng } from './test-image';

/** An instant room from the first stock template, made by the signed-in `api`. */
export async function stockRoomOf(api: ApiSession): Promise<string> {
  const templates = await api.get<{ id: string; isStock: boolean }[]>(
    '/api/v1/template/list',
  );
  const stock = templates.body.find((t) => t.isStock);
  if (!stock) throw new Error('no stock template');
  return roomFrom(api, stock.id);
}

/** A host with a fresh account (house plan) and an instant room made from a stock template. */
export async function hostWithRoom(name: string, server?: ServerOf) {
  const account = await registeredUser(name, server);
  const api = new ApiSession(server?.url ?? baseUrl());
  await api.signIn(account.email, account.password);
  return { ...account, api, roomId: await stockRoomOf(api) };
}

/** A room from a template of the signed-in host's own, with a password and fees (usd) as given. */
export async function paidRoomOf(
  api: ApiSession,
  {
    name = 'paid workshop',
    password,
    participantFee = null,
    audienceFee = null,
  }: {
    name?: string;
    password?: string;
    participantFee?: string | null;
    audienceFee?: string | null;
  },
): Promise<string> {
  const form = new FormData();
  form.append('templateType', 'meeting');
  form.append('name', name);
  form.append('mediaType', 'image');
  form.append(
    'monetizationDetail',
    JSON.stringify({ participantFee, audienceFee, currency: 'usd' }),
  );
  if (password)
    form.append(
      'meetingPassword',
      JSON.stringify({ enabled: true, value: password }),
    );
  form.append(
    'file',
    new Blob([new Uint8Array(solidPng('0x553377', '320x180'))], {
      type: 'image/png',
    }),
    'workshop.png',
  );
  const template = await api.postForm<{ id: string }>('/api/v1/template', form);
  if (template.status !== 201)
    throw new Error(
      `creating the template answered ${template.status}: ${JSON.stringify(template.body)}`,
    );
  return roomFrom(api, template.body.id);
}

async function roomFrom(api: ApiSession, templateId: string): Promise<string> {
  const meeting = await api.post<{ roomId: string }>('/api/v1/meeting/room', {
    templateId,
  });
  if (meeting.status !== 201)
    throw new Error(`creating a room answered ${meeting.status}`);
  return meeting.body.roomId;
}
