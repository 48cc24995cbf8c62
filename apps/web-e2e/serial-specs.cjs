// Specs that stop a server and start it again (on its data directory, on its port): they run
// after the others, alone, so no other spec takes the port or the machine while the server is
// away and their restart timings hold (jest.e2e-serial.config.cjs).
module.exports = [
  '/src/restart\\.e2e\\.ts$',
  '/src/live-room-restart\\.e2e\\.ts$',
  // Three cameras in a mesh (and a fifth lobby): beside another spec they starved past the
  // 120 s limit on two cores. Alone, on a server of its own.
  '/src/live-room\\.e2e\\.ts$',
  // Three cameras through Janus, which it kills: alone, on a server of its own.
  '/src/live-room-sfu\\.e2e\\.ts$',
  // Cameras and watchers through Janus: alone too, on a server of its own.
  '/src/audience\\.e2e\\.ts$',
  // Records through Janus, composes with ffmpeg and restarts its api: alone, on its own server.
  '/src/recording\\.e2e\\.ts$',
  // Firefox and Chromium through Janus, on a server of its own.
  '/src/firefox\\.e2e\\.ts$',
  // Blocks the browsers' UDP in the run's namespace: alone, on a server of its own.
  '/src/network\\.e2e\\.ts$',
];
