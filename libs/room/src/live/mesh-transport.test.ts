// The mesh's negotiation between people, over peer connections in miniature (mesh-fixtures.ts):
// what each person receives from the others as cameras and shared screens come and go.
import {
  fakeMesh,
  fakeTrack,
  playing,
  watchStreams,
} from '../test-support/mesh-fixtures';

/** Someone on the mesh with a microphone and a camera, and what they receive. */
function person(mesh: ReturnType<typeof fakeMesh>, id: string) {
  const transport = mesh.join(id);
  transport.setLocalTracks({
    audio: fakeTrack('audio', `${id}'s mic`),
    video: fakeTrack('video', `${id}'s camera`),
  });
  return {
    transport,
    cameras: watchStreams((l) => transport.onRemoteStream(l)),
    screens: watchStreams((l) => transport.onRemoteScreen(l)),
  };
}

// The lower id is polite: the sharer on either side of the link.
describe.each([
  ['a polite sharer', 'p-ada', 'p-bo'],
  ['an impolite sharer', 'p-cy', 'p-bo'],
])('%s', (_, sharerId, viewerId) => {
  it('sends their screen beside their camera, and only the camera once they stop', async () => {
    const mesh = fakeMesh();
    const sharer = person(mesh, sharerId);
    const viewer = person(mesh, viewerId);
    await mesh.settled();
    expect(playing(viewer.cameras[sharerId])).toEqual([`${sharerId}'s camera`]);
    expect(viewer.screens).toEqual({});

    await sharer.transport.setScreenTrack(fakeTrack('video', 'the screen'));
    await mesh.settled();
    expect(playing(viewer.screens[sharerId])).toEqual(['the screen']);
    expect(playing(viewer.cameras[sharerId])).toEqual([`${sharerId}'s camera`]);
    // The sharer receives no screen from the viewer.
    expect(sharer.screens).toEqual({});

    await sharer.transport.replaceTrack(
      'video',
      fakeTrack('video', 'new camera'),
    );
    await mesh.settled();
    expect(playing(viewer.cameras[sharerId])).toEqual(['new camera']);
    expect(playing(viewer.screens[sharerId])).toEqual(['the screen']);

    await sharer.transport.setScreenTrack(null);
    await mesh.settled();
    expect(viewer.screens).toEqual({});
    expect(playing(viewer.cameras[sharerId])).toEqual(['new camera']);

    await sharer.transport.setScreenTrack(fakeTrack('video', 'again'));
    await mesh.settled();
    expect(playing(viewer.screens[sharerId])).toEqual(['again']);
  });

  it('keeps their screen and camera coming through an ICE restart on either end', async () => {
    const mesh = fakeMesh();
    const sharer = person(mesh, sharerId);
    const viewer = person(mesh, viewerId);
    await sharer.transport.setScreenTrack(fakeTrack('video', 'the screen'));
    await mesh.settled();
    for (const restarting of [viewer, sharer]) {
      restarting.transport.restartIce();
      await mesh.settled();
      expect(playing(viewer.screens[sharerId])).toEqual(['the screen']);
      expect(playing(viewer.cameras[sharerId])).toEqual([
        `${sharerId}'s camera`,
      ]);
    }
  });
});

describe('the mesh with a screen shared', () => {
  it('gives people who join during the share the screen and the camera, whichever end is polite', async () => {
    const mesh = fakeMesh();
    const sharer = person(mesh, 'p-bo');
    await sharer.transport.setScreenTrack(fakeTrack('video', 'the screen'));
    // One who joins after has the lower id (polite), the other the higher.
    for (const id of ['p-ada', 'p-cy']) {
      const joiner = person(mesh, id);
      await mesh.settled();
      expect(playing(joiner.screens['p-bo'])).toEqual(['the screen']);
      expect(playing(joiner.cameras['p-bo'])).toEqual(["p-bo's camera"]);
    }
  });

  it('shows two screens shared at once to each other and to a third person', async () => {
    const mesh = fakeMesh();
    const ada = person(mesh, 'p-ada');
    const bo = person(mesh, 'p-bo');
    const cy = person(mesh, 'p-cy');
    await mesh.settled();
    // Both change their links in the same turn: their offers cross (perfect negotiation).
    await Promise.all([
      ada.transport.setScreenTrack(fakeTrack('video', "ada's screen")),
      bo.transport.setScreenTrack(fakeTrack('video', "bo's screen")),
    ]);
    await mesh.settled();
    expect(playing(bo.screens['p-ada'])).toEqual(["ada's screen"]);
    expect(playing(ada.screens['p-bo'])).toEqual(["bo's screen"]);
    expect(playing(cy.screens['p-ada'])).toEqual(["ada's screen"]);
    expect(playing(cy.screens['p-bo'])).toEqual(["bo's screen"]);
    expect(playing(cy.cameras['p-ada'])).toEqual(["p-ada's camera"]);
  });

  it('drops the screen of someone who leaves with it', async () => {
    const mesh = fakeMesh();
    const sharer = person(mesh, 'p-ada');
    const viewer = person(mesh, 'p-bo');
    await sharer.transport.setScreenTrack(fakeTrack('video', 'the screen'));
    await mesh.settled();
    expect(playing(viewer.screens['p-ada'])).toEqual(['the screen']);
    viewer.transport.setPeers([]);
    expect(viewer.screens).toEqual({});
    expect(viewer.cameras).toEqual({});
  });
});
