import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import {
  guestAda,
  guestBo,
  guestCy,
  hostJane,
  waiters,
} from '../../test-support/live-fixtures';
import { cohostDee, withLiveStage } from '../../test-support/stage-fixtures';
import { LivePeoplePanel } from './live-people-panel';
import { initialRoomState } from '../../live/room-state';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LivePeoplePanel',
  component: LivePeoplePanel,
  args: {
    self: hostJane,
    others: [cohostDee, { ...guestAda, handRaised: true }, guestBo, guestCy],
    waiting: waiters,
    settings: { ...initialRoomState.settings, waitingRoom: true },
    onAdmit: fn(),
    onDeny: fn(),
    onMute: fn(),
    onRemove: fn(),
    onCohost: fn(),
    onStage: fn(),
    onSettings: fn(),
    onEnd: fn(),
    onClose: fn(),
  },
  decorators: [withLiveStage({ height: '48rem' })],
} satisfies Meta<typeof LivePeoplePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host: two waiting (admit or deny each, or all), a co-host, actions on each guest, settings. */
export const HostWithWaiters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: text.admitNamed('dee rivera') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: text.admitAll }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: text.unmakeCohost }),
    ).toBeInTheDocument();
  },
};

/** A room with an audience: who watches by name (to remove one), one waiting to watch, its settings. */
export const HostWithAudience: Story = {
  args: {
    others: [
      guestAda,
      { ...guestBo, role: 'audience', audio: false, handRaised: true },
      { ...guestCy, role: 'audience', audio: false },
    ],
    waiting: [{ ...waiters[0], watch: true }],
    audience: 2,
    hasAudience: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.audienceTitle(2))).toBeVisible();
    await expect(canvas.getByText(text.watchBadge)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text.removeNamed(guestBo.displayName),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: text.allowAudience }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: text.audienceChat }),
    ).toBeChecked();
  },
};

/** The stage moves: a raised hand invited on stage (listed first), a participant sent back. */
export const HostMovingTheStage: Story = {
  args: {
    others: [
      guestAda,
      { ...guestCy, role: 'audience', audio: false, invited: true },
      { ...guestBo, role: 'audience', audio: false, handRaised: true },
    ],
    waiting: [],
    audience: 2,
    hasAudience: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Cy's invitation is open: the badge, and no second invitation.
    await expect(canvas.getByText(text.invitedBadge)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text.inviteOnStageNamed(guestCy.displayName),
      }),
    ).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', {
        name: text.inviteOnStageNamed(guestBo.displayName),
      }),
    );
    await expect(args.onStage).toHaveBeenCalledWith(guestBo.id, true);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text.moveToAudienceNamed(guestAda.displayName),
      }),
    );
    await expect(args.onStage).toHaveBeenCalledWith(guestAda.id, false);
  },
};

/** Someone watching: the stage by name, the audience as a count, no settings. */
export const Watcher: Story = {
  args: {
    self: { ...guestCy, role: 'audience', audio: false },
    others: [hostJane, guestAda],
    waiting: [],
    audience: 40,
    hasAudience: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.audienceTitle(40))).toBeVisible();
    await expect(canvas.queryByText(text.roomSettings)).toBeNull();
  },
};

/** One person waiting: no 'admit all'. */
export const HostWithOneWaiter: Story = {
  args: { waiting: waiters.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: text.admitAll }),
    ).not.toBeInTheDocument();
  },
};

/** The host alone: nobody to mute, the settings still there. */
export const HostAlone: Story = {
  args: { others: [], waiting: [] },
};

/** The room locked and everyone's microphone locked. */
export const MicsLocked: Story = {
  args: {
    waiting: [],
    others: [
      cohostDee,
      { ...guestAda, audio: false },
      guestBo,
      { ...guestCy, audio: false },
    ],
    settings: {
      ...initialRoomState.settings,
      locked: true,
      waitingRoom: true,
      micLocked: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: text.lockMics }),
    ).toBeChecked();
  },
};

/** A co-host: moderates, but cannot name co-hosts or end the room, nor act on the host. */
export const Cohost: Story = {
  args: {
    self: cohostDee,
    others: [hostJane, guestAda, guestBo],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: text.makeCohost }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('group', { name: text.actionsFor('jane cooper') }),
    ).not.toBeInTheDocument();
  },
};

/** A guest: the list only, no waiting room, actions or settings. */
export const Guest: Story = {
  args: {
    self: guestAda,
    others: [hostJane, cohostDee, guestBo, guestCy],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('heading', { name: text.roomSettings }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: text.muteAll }),
    ).not.toBeInTheDocument();
  },
};

/** Each person's connection beside their name: a poor one, a lost one (in words). */
export const ConnectionPerPerson: Story = {
  args: {
    quality: {
      [cohostDee.id]: 'good',
      [guestAda.id]: 'poor',
      [guestBo.id]: 'lost',
      [guestCy.id]: 'fair',
    },
  },
  play: async ({ canvasElement }) => {
    const row = (name: string) =>
      within(
        within(canvasElement)
          .getAllByRole('listitem')
          .find((item) => item.textContent?.includes(name)) as HTMLElement,
      );
    await expect(
      row(guestAda.displayName).getByRole('img', { name: text.quality.poor }),
    ).toBeInTheDocument();
    await expect(
      row(guestBo.displayName).getByText(text.quality.lost),
    ).toBeInTheDocument();
  },
};
