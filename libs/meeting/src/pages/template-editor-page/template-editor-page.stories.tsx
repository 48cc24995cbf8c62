import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  mockError,
  mockPending,
  stalledUploadSender,
} from '@ruume/api-client/testing';
import {
  API_ERRORS,
  templateEditorMessages as text,
  templateEndpoints,
} from '@ruume/contracts';
import { AppPageLayout } from '@ruume/ui-kit';
import {
  businessHostWithoutPayments,
  houseHost,
  ownTemplate,
  professionalHost,
  stockTemplate,
  studentHost,
  withTemplateEditor,
} from '../../test-support/template-editor';
import {
  duskImageFile,
  flowVideoFile,
} from '../../test-support/template-media';
import { TemplateEditorPage } from './template-editor-page';
import { createTemplatePath, editTemplatePath } from './template-editor-paths';

const meta = {
  title: 'meeting/pages/TemplateEditorPage',
  component: TemplateEditorPage,
  parameters: { layout: 'fullscreen', router: false },
  // Inside the signed-in frame, as the shell shows it.
  render: () => (
    <AppPageLayout>
      <TemplateEditorPage />
    </AppPageLayout>
  ),
} satisfies Meta<typeof TemplateEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pro = withTemplateEditor({ user: professionalHost });

/** Waits for the form, then names the room. */
async function nameRoom(canvasElement: HTMLElement, name = 'weekly team sync') {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: text.nameLabel }),
    name,
  );
  return canvas;
}

const chooseFile = async (canvasElement: HTMLElement, file: File) =>
  userEvent.upload(within(canvasElement).getByLabelText(text.fileLabel), file);

/** A professional host starts from nothing. */
export const EmptyCreate: Story = { decorators: [pro] };

/** A name, an uploaded image (previewed before it is sent), a link and a category. */
export const FilledWithImage: Story = {
  decorators: [pro],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement);
    await chooseFile(canvasElement, duskImageFile());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'business' }));
    await userEvent.click(canvas.getByRole('button', { name: text.addLink }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.linkTitleLabel(1) }),
      'agenda',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.linkUrlLabel(1) }),
      'https://docs.example.com/agenda',
    );
    await expect(canvas.getByText(/dusk\.png/)).toBeVisible();
  },
};

/** A looping video: it plays muted in the preview. */
export const FilledWithVideo: Story = {
  decorators: [pro],
  play: async ({ canvasElement }) => {
    await nameRoom(canvasElement, 'study hall');
    await chooseFile(canvasElement, flowVideoFile());
    await expect(within(canvasElement).getByText(/flow\.webm/)).toBeVisible();
  },
};

/** A YouTube link: the preview shows the video's still. */
export const FilledWithYoutube: Story = {
  decorators: [pro],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement, 'product demo');
    await userEvent.click(
      canvas.getByRole('radio', { name: text.sourceYoutube }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.youtubeLabel }),
      'https://youtu.be/aqz-KE-bpKQ',
    );
  },
};

/** A refused YouTube link, told under the field. */
export const YoutubeRefused: Story = {
  decorators: [pro],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement, 'product demo');
    await userEvent.click(
      canvas.getByRole('radio', { name: text.sourceYoutube }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.youtubeLabel }),
      'https://vimeo.com/76979871',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    await expect(
      await canvas.findByText(/please enter a link to a YouTube video/),
    ).toBeVisible();
  },
};

/** A student host at their plan's 3 links: the upgrade hint. */
export const LinksAtTierLimit: Story = {
  decorators: [withTemplateEditor({ user: studentHost })],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement, 'study group');
    for (const [n, title] of [
      'syllabus',
      'reading list',
      'sign-up',
    ].entries()) {
      await userEvent.click(canvas.getByRole('button', { name: text.addLink }));
      await userEvent.type(
        canvas.getByRole('textbox', { name: text.linkTitleLabel(n + 1) }),
        title,
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: text.linkUrlLabel(n + 1) }),
        `https://school.example.com/${n + 1}`,
      );
    }
    await expect(
      canvas.getByText(text.linksAtLimit(3, 'student')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.addLink }),
    ).toBeDisabled();
  },
};

/** House: no custom background, no links, nothing to create; each says how to get it. */
export const HouseTier: Story = {
  decorators: [withTemplateEditor({ user: houseHost })],
};

/** Fees need a payments account: the prompt to set it up. */
export const FeesNeedPaymentsAccount: Story = {
  decorators: [withTemplateEditor({ user: businessHostWithoutPayments })],
};

/** The media on its way: real progress (here held at 42 %). */
export const Uploading: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      send: stalledUploadSender(42),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement);
    await chooseFile(canvasElement, duskImageFile());
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    await expect(
      await canvas.findByRole('progressbar', {
        name: text.uploadLabel('dusk.png'),
      }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

/** The api could not save it: its words above the actions, the form kept. */
export const ServerError: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      handlers: [mockError(templateEndpoints.create, 'DATABASE_UNAVAILABLE')],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement);
    await chooseFile(canvasElement, duskImageFile());
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    await expect(
      await canvas.findByText(
        API_ERRORS.DATABASE_UNAVAILABLE.message,
        undefined,
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** The api refused the file: its words under the background. */
export const ServerRefusedFile: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      handlers: [mockError(templateEndpoints.create, 'NOT_TEMPLATE_MEDIA')],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement);
    await chooseFile(canvasElement, duskImageFile());
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    await expect(
      await canvas.findByText(text.fixErrors, undefined, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The host's own template: its image kept, its links, fee and password (never shown). */
export const EditOwnTemplate: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      route: editTemplatePath(ownTemplate.id),
    }),
  ],
};

/** A stock template cannot be changed: the way to a copy. */
export const EditStockTemplate: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      route: editTemplatePath(stockTemplate.id),
    }),
  ],
};

/** A new template starting from a stock one: its background borrowed. */
export const StartFromStock: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      route: createTemplatePath(stockTemplate.id),
    }),
  ],
};

/** An id that is not the host's. */
export const EditNotFound: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      route: editTemplatePath('no-such-template'),
    }),
  ],
};

/** Waiting for the template list. */
export const Loading: Story = {
  decorators: [
    withTemplateEditor({
      user: professionalHost,
      route: editTemplatePath(ownTemplate.id),
      handlers: [mockPending(templateEndpoints.list)],
    }),
  ],
};

/** Leaving with unsaved changes asks first. */
export const LeaveWithUnsavedChanges: Story = {
  decorators: [pro],
  play: async ({ canvasElement }) => {
    const canvas = await nameRoom(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: text.cancel }));
    await expect(
      await within(document.body).findByRole('dialog', {
        name: text.leaveTitle,
      }),
    ).toBeVisible();
  },
};
