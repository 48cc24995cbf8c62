import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import {
  messages,
  monetizationMessages as text,
  recordingEndpoints,
  type CurrentUser,
} from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  buildRecording,
  controlledUploadSender,
  monetizationUsers,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import type { UploadSender } from '@ruume/api-client';
import type { MonetizationAccess } from '../../utils/monetization-access';
import { RecordingUpload } from './recording-upload';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

// Node's File: the FormData that is sent here only takes Node blobs (jsdom's File is not one).
const nodeFile = (name: string, type: string, bytes = 2048) =>
  new NodeFile([new Uint8Array(bytes).fill(7)], name, {
    type,
  }) as unknown as File;
const video = () => nodeFile('team-retro.mp4', 'video/mp4');

interface Setup {
  user?: CurrentUser;
  access?: MonetizationAccess;
  send?: UploadSender;
  handlers?: RequestHandler[];
}

function setup({
  user = monetizationUsers.onboarded,
  access = 'ready',
  send,
  handlers = [],
}: Setup = {}) {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(...handlers);
  renderWithAccount(<RecordingUpload access={access} />, { user, send });
  // Lets a test pick a file the input's accept="video/*" would hide in the dialog.
  const person = userEvent.setup({ applyAccept: false });
  const nameField = () => screen.getByRole('textbox', { name: text.nameLabel });
  const fileInput = () => screen.getByLabelText(text.fileLabel);
  return {
    person,
    fileInput,
    typeName: (name: string) => person.type(nameField(), name),
    choose: (file: File) => person.upload(fileInput(), file),
    submit: () =>
      person.click(screen.getByRole('button', { name: text.upload })),
    toggle: (name: string) =>
      person.click(screen.getByRole('switch', { name })),
    amount: (label: string) => screen.getByRole('textbox', { name: label }),
  };
}

/** Every upload the api received: its raw body and its parts in order. */
function recordUploads() {
  const uploads: { raw: string; parts: [string, FormDataEntryValue][] }[] = [];
  const handler = http.post(
    apiUrl('meeting-recording'),
    async ({ request }) => {
      const form = await request.clone().formData();
      uploads.push({ raw: await request.text(), parts: [...form.entries()] });
      return HttpResponse.json(
        buildRecording({ name: String(form.get('name')) }),
        { status: 201 },
      );
    },
  );
  return { uploads, handler };
}

describe('SPEC §5 upload alerts', () => {
  it('asks for a name first, a blank one included', async () => {
    const { uploads, handler } = recordUploads();
    const form = setup({ handlers: [handler] });
    await form.typeName('   ');
    await form.choose(video());
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a name for your recording',
    );
    expect(messages.recordingNameRequired).toBe(
      'Please enter a name for your recording',
    );
    expect(uploads).toHaveLength(0);
  });

  it('then asks for a video file', async () => {
    const form = setup();
    await form.typeName('team retro');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a video file',
    );
  });

  it('refuses a file that is not a video', async () => {
    const form = setup();
    await form.typeName('team retro');
    await form.choose(nodeFile('notes.txt', 'text/plain'));
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a video file',
    );
  });

  it('says so when the file dialog gave no file (SPEC §8)', async () => {
    const form = setup();
    fireEvent.change(form.fileInput(), { target: { files: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'error selecting file. please try again.',
    );
  });

  it('offers only video files', () => {
    const form = setup();
    expect(form.fileInput()).toHaveAttribute('accept', 'video/*');
  });
});

describe('the multipart upload (SPEC §7)', () => {
  it('sends the trimmed name and the setting before the file, amounts only when on and filled', async () => {
    const { uploads, handler } = recordUploads();
    const form = setup({ handlers: [handler] });
    await form.typeName('  team retro  ');
    await form.choose(video());
    await form.toggle(text.priceToggle);
    await form.person.type(form.amount(text.priceAmountLabel), '9.99');
    await form.person.selectOptions(
      within(
        screen.getByRole('group', { name: text.monetizationTitle }),
      ).getAllByRole('combobox', { name: text.currencyLabel })[0],
      'cad',
    );
    // Donations switched on but left empty: not sent.
    await form.toggle(text.donationToggle);
    await form.submit();

    expect(
      await screen.findByText(text.uploadComplete('team retro')),
    ).toBeVisible();
    expect(uploads).toHaveLength(1);
    const [{ raw, parts }] = uploads;
    expect(parts.map(([name]) => name)).toEqual([
      'name',
      'monetizationSetting',
      'file',
    ]);
    // The server streams the file: the text fields come first on the wire too.
    expect(raw.indexOf('name="name"')).toBeLessThan(
      raw.indexOf('name="monetizationSetting"'),
    );
    expect(raw.indexOf('name="monetizationSetting"')).toBeLessThan(
      raw.indexOf('name="file"'),
    );
    expect(parts[0][1]).toBe('team retro');
    expect(JSON.parse(String(parts[1][1]))).toEqual({
      monetizeAmount: 9.99,
      monetizeCurrency: 'cad',
    });
    const file = parts[2][1] as File;
    expect(file.name).toBe('team-retro.mp4');
    expect(file.type).toBe('video/mp4');
    expect(file.size).toBe(2048);
  });

  it('leaves out an amount switched off after typing it', async () => {
    const { uploads, handler } = recordUploads();
    const form = setup({ handlers: [handler] });
    await form.typeName('team retro');
    await form.choose(video());
    await form.toggle(text.donationToggle);
    await form.person.type(form.amount(text.donationAmountLabel), '5');
    await form.toggle(text.donationToggle);
    await form.submit();
    await screen.findByText(text.uploadComplete('team retro'));
    expect(JSON.parse(String(uploads[0].parts[1][1]))).toEqual({});
  });

  it('refuses an amount that is not one, and sends nothing', async () => {
    const { uploads, handler } = recordUploads();
    const form = setup({ handlers: [handler] });
    await form.typeName('team retro');
    await form.choose(video());
    await form.toggle(text.priceToggle);
    await form.person.type(form.amount(text.priceAmountLabel), '1.2.3');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.feeAmountInvalid,
    );
    expect(uploads).toHaveLength(0);
  });

  it('without an onboarded account: the prompt to connect, and no amounts', async () => {
    const { uploads, handler } = recordUploads();
    const form = setup({
      user: monetizationUsers.created,
      access: 'needs-account',
      handlers: [handler],
    });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(text.connectPrompt)).toBeVisible();
    expect(
      screen.getByRole('link', { name: text.connectPromptAction }),
    ).toHaveAttribute('href', '/settings/monetization');
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();
    await screen.findByText(text.uploadComplete('team retro'));
    expect(JSON.parse(String(uploads[0].parts[1][1]))).toEqual({});
  });
});

describe('progress (SPEC §4: uploading → processing → complete)', () => {
  it('shows the share sent, processing once every byte is sent, then complete', async () => {
    const upload = controlledUploadSender();
    const form = setup({ send: upload.send });
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();

    const bar = await screen.findByRole('progressbar', {
      name: 'uploading team-retro.mp4',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('uploading…');
    expect(
      screen.getByRole('textbox', { name: text.nameLabel }),
    ).toBeDisabled();

    await act(() => upload.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await act(() => upload.progress(75, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('status')).toHaveTextContent('uploading…');

    await act(() => upload.progress(100, 100));
    expect(screen.getByRole('status')).toHaveTextContent('processing…');
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(
      screen.queryByRole('button', { name: text.cancelUpload }),
    ).not.toBeInTheDocument();

    await act(() =>
      upload.answer({
        ok: true,
        status: 201,
        body: buildRecording({ name: 'team retro' }),
      }),
    );
    expect(await screen.findByText('complete')).toBeVisible();
    expect(screen.getByText(text.uploadComplete('team retro'))).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await form.person.click(
      screen.getByRole('button', { name: text.uploadAnother }),
    );
    expect(screen.getByRole('textbox', { name: text.nameLabel })).toHaveValue(
      '',
    );
  });

  it('can be cancelled while the file is sent', async () => {
    const upload = controlledUploadSender();
    const form = setup({ send: upload.send });
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();
    await act(() => upload.progress(10, 100));
    await form.person.click(
      screen.getByRole('button', { name: text.cancelUpload }),
    );
    expect(upload.requests[0].signal?.aborted).toBe(true);
    expect(
      await screen.findByRole('button', { name: text.upload }),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('failures (SPEC §8)', () => {
  it('shows the server’s message', async () => {
    const form = setup({
      handlers: [
        mockError(recordingEndpoints.upload, 'STORAGE_QUOTA_EXCEEDED'),
      ],
    });
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this recording does not fit in your storage. delete older recordings or upgrade your plan for more space.',
    );
    // The form stays filled in, to try again.
    expect(screen.getByRole('textbox', { name: text.nameLabel })).toHaveValue(
      'team retro',
    );
  });

  it('says "Failed to upload recording" when the server said nothing', async () => {
    const form = setup({
      handlers: [
        http.post(apiUrl('meeting-recording'), () =>
          HttpResponse.json({}, { status: 500 }),
        ),
      ],
    });
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload recording',
    );
  });

  it('and when the network failed', async () => {
    const upload = controlledUploadSender();
    const form = setup({ send: upload.send });
    await form.typeName('team retro');
    await form.choose(video());
    await form.submit();
    await act(() =>
      upload.answer({
        ok: false,
        error: { status: 'FETCH_ERROR', data: { message: 'Failed to fetch' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.recordingUploadFailed,
    );
  });
});
