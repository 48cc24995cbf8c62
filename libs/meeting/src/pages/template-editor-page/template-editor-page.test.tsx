import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from '@ruume/ui-kit';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { controlledUploadSender, mockError } from '@ruume/api-client/testing';
import {
  paths,
  templateEditorMessages as text,
  templateEndpoints,
  templateErrorMessages,
  type CurrentUser,
} from '@ruume/contracts';
import { apiErrorBody } from '@ruume/contracts';
import {
  EditorFrame,
  houseHost,
  ownTemplate,
  professionalHost,
  stockTemplate,
  studentHost,
  businessHostWithoutPayments,
  templateEditorHandlers,
} from '../../test-support/template-editor';
import { buildMeetingHandlers } from '../../testing';
import { duskImageFile, sizedFile } from '../../test-support/template-media';
import { TemplateEditorPage } from './template-editor-page';
import { createTemplatePath, editTemplatePath } from './template-editor-paths';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...templateEditorHandlers);

// Forms typed key by key, as a person would: slower than the default 5 s.
jest.setTimeout(20_000);

function setup({
  user = professionalHost,
  route = paths.dashboard.createTemplate,
}: { user?: CurrentUser; route?: string } = {}) {
  const upload = controlledUploadSender();
  const rendered = renderWithTheme(
    <>
      <EditorFrame user={user} route={route} send={upload.send}>
        <TemplateEditorPage />
      </EditorFrame>
      <Toaster />
    </>,
    { router: false },
  );
  const person = rendered.user;
  const form = {
    person,
    upload,
    name: () => screen.findByRole('textbox', { name: text.nameLabel }),
    choose: async (file: File) =>
      person.upload(screen.getByLabelText(text.fileLabel), file),
    addLink: async (title: string, url: string) => {
      await person.click(screen.getByRole('button', { name: text.addLink }));
      const n = screen.getAllByRole('textbox', {
        name: /^title of link/,
      }).length;
      await person.type(
        screen.getByRole('textbox', { name: text.linkTitleLabel(n) }),
        title,
      );
      await person.type(
        screen.getByRole('textbox', { name: text.linkUrlLabel(n) }),
        url,
      );
    },
    submit: (label: string = text.create) =>
      person.click(screen.getByRole('button', { name: label })),
    /** The multipart body of the first save, in order. */
    sent: (index = 0) =>
      [...upload.requests[index].form.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
    field: (index: number, key: string) => upload.requests[index].form.get(key),
  };
  return form;
}

const answer = (body: unknown, status = 201) =>
  ({ ok: true, status, body }) as const;

describe('creating a template', () => {
  it('sends the fields before the file, shows real progress, then goes to the dashboard', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'weekly team sync');
    await form.choose(duskImageFile());
    expect(screen.getByText(/dusk\.png/)).toBeVisible();
    await form.person.click(
      screen.getByRole('checkbox', { name: 'education' }),
    );
    await form.addLink('agenda', 'https://docs.example.com/agenda');
    await form.person.click(
      screen.getByRole('switch', { name: text.participantFeeToggle }),
    );
    await form.person.type(
      screen.getByRole('textbox', { name: text.participantAmountLabel }),
      '12.50',
    );
    await form.person.selectOptions(
      screen.getByRole('combobox', { name: text.currencyLabel }),
      'cad',
    );
    await form.submit();

    expect(form.upload.requests[0]).toMatchObject({
      path: 'template',
      method: 'POST',
    });
    expect(form.sent()).toEqual([
      ['templateType', 'meeting'],
      ['name', 'weekly team sync'],
      ['description', ''],
      ['mediaType', 'image'],
      [
        'embeddedLinks',
        '[{"title":"agenda","url":"https://docs.example.com/agenda"}]',
      ],
      [
        'monetizationDetail',
        '{"participantFee":12.5,"audienceFee":null,"currency":"cad"}',
      ],
      ['meetingPassword', 'null'],
      ['categoryIds', '["cat_education"]'],
      ['file', 'file:dusk.png'],
    ]);

    const bar = screen.getByRole('progressbar', {
      name: text.uploadLabel('dusk.png'),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await act(() => form.upload.progress(42, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await act(() => form.upload.progress(100, 100));
    expect(
      screen.getByRole('progressbar', { name: text.uploadProcessing }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: text.creating })).toBeDisabled();

    await act(() =>
      form.upload.answer(answer({ ...ownTemplate, name: 'weekly team sync' })),
    );
    expect(
      await screen.findByText(`Navigated to ${paths.dashboard.root}`),
    ).toBeVisible();
    expect(
      await screen.findByText(text.created('weekly team sync')),
    ).toBeVisible();
  });

  it('sends a YouTube link (no file) and refuses links that are not YouTube videos', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'product demo');
    await form.person.click(
      screen.getByRole('radio', { name: text.sourceYoutube }),
    );
    const link = screen.getByRole('textbox', { name: text.youtubeLabel });
    await form.person.type(link, 'https://vimeo.com/76979871');
    await form.submit();
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('please enter a link to a YouTube video'),
    );
    expect(form.upload.requests).toHaveLength(0);

    await form.person.clear(link);
    await form.person.type(link, 'https://youtu.be/aqz-KE-bpKQ');
    await form.submit();
    expect(form.field(0, 'youtubeLink')).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect(form.field(0, 'mediaType')).toBe('video');
    expect(form.field(0, 'file')).toBeNull();
    // No file, no upload to follow.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('checks a file before sending it: kind and size, in the api’s words', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'weekly team sync');
    // The picker offers only images and videos; a drop or "all files" can bring anything.
    const input = screen.getByLabelText(text.fileLabel);
    expect(input).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm',
    );
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, sizedFile('notes.pdf', 'application/pdf', 10));
    expect(screen.getByRole('alert')).toHaveTextContent(
      templateErrorMessages.notTemplateMedia,
    );
    await form.choose(sizedFile('huge.png', 'image/png', 10_000_001));
    expect(screen.getByRole('alert')).toHaveTextContent(
      templateErrorMessages.imageTooLarge,
    );
    await form.submit();
    expect(form.upload.requests).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      templateErrorMessages.imageTooLarge,
    );
  });

  it('sends an entry fee only when switched on and filled, digits and a dot only', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'office hours');
    await form.choose(duskImageFile());
    const toggle = screen.getByRole('switch', {
      name: text.participantFeeToggle,
    });
    await form.person.click(toggle);
    const amount = screen.getByRole('textbox', {
      name: text.participantAmountLabel,
    });
    await form.person.type(amount, '1a5,-.5x0');
    expect(amount).toHaveValue('15.50');
    await form.person.click(toggle);
    await form.submit();
    expect(form.field(0, 'monetizationDetail')).toBe('null');
  });

  it('asks for the password when switched on, and never shows it unasked', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'office hours');
    await form.choose(duskImageFile());
    await form.person.click(
      screen.getByRole('switch', { name: text.passwordToggle }),
    );
    await form.submit();
    const password = screen.getByLabelText(text.passwordLabel);
    expect(password).toHaveAccessibleDescription(
      templateErrorMessages.meetingPasswordRequired,
    );
    expect(form.upload.requests).toHaveLength(0);

    await form.person.type(password, 'open-sesame');
    expect(password).toHaveAttribute('type', 'password');
    // Nowhere else on the page, the preview included.
    expect(document.body).not.toHaveTextContent('open-sesame');
    await form.person.click(
      screen.getByRole('button', { name: text.showPassword }),
    );
    expect(password).toHaveAttribute('type', 'text');
    await form.person.click(
      screen.getByRole('button', { name: text.hidePassword }),
    );
    expect(password).toHaveAttribute('type', 'password');
    await form.submit();
    expect(form.field(0, 'meetingPassword')).toBe(
      '{"enabled":true,"value":"open-sesame"}',
    );
  });

  it('shows where the api refused it, or why it could not save', async () => {
    const form = setup();
    await form.person.type(await form.name(), 'weekly team sync');
    await form.choose(duskImageFile());
    await form.submit();
    await act(() =>
      form.upload.answer({
        ok: false,
        error: {
          status: 415,
          data: apiErrorBody(
            'NOT_TEMPLATE_MEDIA',
            templateErrorMessages.notTemplateMedia,
          ),
        },
      }),
    );
    expect(await screen.findByText(text.fixErrors)).toBeVisible();
    expect(
      screen.getAllByRole('alert').map((alert) => alert.textContent),
    ).toContain(templateErrorMessages.notTemplateMedia);

    await form.submit();
    await act(() =>
      form.upload.answer({
        ok: false,
        error: {
          status: 503,
          data: apiErrorBody(
            'DATABASE_UNAVAILABLE',
            'the service is busy; please try again shortly',
          ),
        },
      }),
    );
    expect(
      await screen.findByText('the service is busy; please try again shortly'),
    ).toBeVisible();
    // Still on the editor, with what was typed.
    expect(await form.name()).toHaveValue('weekly team sync');
  });
});

describe('embedded links by tier (SPEC §6)', () => {
  it('lets a student add 3, then points to the plans', async () => {
    const form = setup({ user: studentHost });
    await form.name();
    expect(screen.getByText(text.linksCount(0, 3))).toBeVisible();
    await form.addLink('syllabus', 'https://school.example.com/1');
    await form.addLink('reading', 'https://school.example.com/2');
    expect(screen.queryByText(text.linksAtLimit(3, 'student'))).toBeNull();
    await form.addLink('sign-up', 'https://school.example.com/3');
    expect(screen.getByRole('button', { name: text.addLink })).toBeDisabled();
    const hint = screen.getByText(text.linksAtLimit(3, 'student'));
    expect(
      within(hint.closest('p') as HTMLElement).getByRole('link', {
        name: text.upgrade,
      }),
    ).toHaveAttribute('href', paths.settings.subscription);

    await form.person.click(
      screen.getByRole('button', { name: text.removeLink(2) }),
    );
    expect(screen.getByRole('button', { name: text.addLink })).toBeEnabled();
    expect(
      screen
        .getAllByRole('textbox', { name: /^title of link/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['syllabus', 'sign-up']);
  });

  it('gives a professional 5 with no upgrade hint at the top', async () => {
    const form = setup();
    await form.name();
    for (let n = 1; n <= 5; n += 1)
      await form.addLink(`link ${n}`, `https://example.com/${n}`);
    expect(screen.getByRole('button', { name: text.addLink })).toBeDisabled();
    expect(screen.getByText(text.linksAtMax(5))).toBeVisible();
    expect(screen.queryByRole('link', { name: text.upgrade })).toBeNull();
  });
});

describe('house tier', () => {
  it('locks custom backgrounds and links, and cannot create', async () => {
    const form = setup({ user: houseHost });
    await form.name();
    expect(screen.getByText(text.backgroundsUpgrade)).toBeVisible();
    expect(screen.getByText(text.linksNotInPlan)).toBeVisible();
    expect(screen.getByText(text.houseCreateNote)).toBeVisible();
    expect(
      screen.getByRole('radio', { name: text.sourceYoutube }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: text.chooseFile }),
    ).toBeDisabled();
    expect(screen.getByLabelText(text.fileLabel)).toBeDisabled();
    expect(screen.queryByRole('button', { name: text.addLink })).toBeNull();
    expect(screen.getByRole('button', { name: text.create })).toBeDisabled();
    for (const link of screen.getAllByRole('link', { name: text.upgrade }))
      expect(link).toHaveAttribute('href', paths.settings.subscription);
  });
});

describe('entry fees need a payments account', () => {
  it('offers to set one up instead of the switches', async () => {
    const form = setup({ user: businessHostWithoutPayments });
    await form.name();
    expect(
      screen.getByRole('switch', { name: text.participantFeeToggle }),
    ).toBeDisabled();
    expect(
      screen.getByRole('link', { name: text.connectAccount }),
    ).toHaveAttribute('href', paths.settings.monetization);
  });
});

describe('editing', () => {
  it('loads the template by ?id=, keeps its media and password unless changed', async () => {
    const form = setup({ route: editTemplatePath(ownTemplate.id) });
    expect(await form.name()).toHaveValue(ownTemplate.name);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: text.editTitle(ownTemplate.name),
      }),
    ).toBeVisible();
    expect(screen.getByText(text.currentBackground)).toBeVisible();
    const password = screen.getByLabelText(text.passwordLabel);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(text.passwordKeepHint);
    expect(
      screen.getByRole('textbox', { name: text.participantAmountLabel }),
    ).toHaveValue('15');

    await form.person.clear(await form.name());
    await form.person.type(await form.name(), 'design review');
    await form.submit(text.save);
    expect(form.upload.requests[0]).toMatchObject({
      path: `template/${ownTemplate.id}`,
      method: 'PUT',
    });
    expect(form.sent()).toEqual([
      ['templateType', 'meeting'],
      ['name', 'design review'],
      ['description', ownTemplate.description],
      ['mediaType', 'image'],
      ['embeddedLinks', JSON.stringify(ownTemplate.embeddedLinks)],
      [
        'monetizationDetail',
        '{"participantFee":15,"audienceFee":null,"currency":"usd"}',
      ],
      ['meetingPassword', '{"enabled":true,"value":null}'],
      ['categoryIds', '["cat_business"]'],
    ]);
    await act(() =>
      form.upload.answer(
        answer({ ...ownTemplate, name: 'design review' }, 200),
      ),
    );
    expect(await screen.findByText(text.saved('design review'))).toBeVisible();
  });

  it('offers a stock template as the starting point of a copy, its background borrowed', async () => {
    // The stock image as the api serves it.
    const fileUrl =
      'https://app.ruume.test/api/v1/files/templates/stock/daily-standup.png';
    const image = duskImageFile();
    server.use(
      http.get(fileUrl, async () =>
        HttpResponse.arrayBuffer(await image.arrayBuffer(), {
          headers: { 'content-type': 'image/png' },
        }),
      ),
      ...buildMeetingHandlers({ templates: [{ ...stockTemplate, fileUrl }] }),
    );
    const form = setup({ route: editTemplatePath(stockTemplate.id) });
    expect(
      await screen.findByRole('heading', {
        name: text.stockTitle(stockTemplate.name),
      }),
    ).toBeVisible();
    await form.person.click(
      screen.getByRole('link', { name: text.useAsStartingPoint }),
    );
    expect(await form.name()).toHaveValue(stockTemplate.name);
    expect(
      screen.getByText(text.startingPointNote(stockTemplate.name)),
    ).toBeVisible();
    expect(
      screen.getByText(text.stockBackground(stockTemplate.name)),
    ).toBeVisible();
    await form.submit();
    // The stock file, copied into the new template.
    expect(
      await screen.findByRole('progressbar', {
        name: text.uploadLabel('daily-standup.png'),
      }),
    ).toBeVisible();
    expect(form.upload.requests[0]).toMatchObject({ method: 'POST' });
    const file = form.field(0, 'file') as File;
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(image.size);
  });

  it('says so when the template is not the host’s', async () => {
    setup({ route: editTemplatePath('no-such-template') });
    expect(
      await screen.findByRole('heading', { name: text.notFoundTitle }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: text.backToDashboard }),
    ).toHaveAttribute('href', paths.dashboard.root);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(mockError(templateEndpoints.list, 'DATABASE_UNAVAILABLE'));
    setup({ route: editTemplatePath(ownTemplate.id) });
    expect(
      await screen.findByRole('heading', { name: text.loadFailed }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: text.retry })).toBeVisible();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, and stays or leaves as told', async () => {
    const form = setup({ route: createTemplatePath() });
    await form.person.type(await form.name(), 'weekly');
    await form.person.click(screen.getByRole('link', { name: text.cancel }));
    const dialog = await screen.findByRole('dialog', { name: text.leaveTitle });
    await form.person.click(
      within(dialog).getByRole('button', { name: text.keepEditing }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await form.name()).toHaveValue('weekly');

    await form.person.click(screen.getByRole('link', { name: text.cancel }));
    await form.person.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: text.leave,
      }),
    );
    expect(
      await screen.findByText(`Navigated to ${paths.dashboard.root}`),
    ).toBeVisible();
  });

  it('lets an untouched form go without asking', async () => {
    const form = setup();
    await form.name();
    await form.person.click(screen.getByRole('link', { name: text.cancel }));
    expect(
      await screen.findByText(`Navigated to ${paths.dashboard.root}`),
    ).toBeVisible();
  });
});
