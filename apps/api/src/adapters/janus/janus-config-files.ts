// The generated configuration of a Janus the api starts itself (npm start, tests).
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface GeneratedConfig {
  dir: string;
  modules: string;
  wsPort: number;
  adminPort: number;
  apiSecret: string;
  adminSecret: string;
  tokenSecret: string;
  roomAdminKey: string;
  iceEnforceList?: string;
  debugLevel: number;
  /** Threads shared by every handle's media; 0 gives each handle a thread of its own. */
  eventLoops: number;
}

/** Where Streaming mountpoints take their RTP (the ICE ports are 20000-40000). */
const STREAMING_PORTS = '40100-44900';

// libconfig syntax; only what differs from Janus's defaults. Plugins and transports are read
// from folders holding just the VideoRoom and WebSocket modules, so nothing else loads.
function janusConfig(c: GeneratedConfig): string {
  const ice = c.iceEnforceList
    ? `ice_enforce_list = ${JSON.stringify(c.iceEnforceList)}`
    : 'ice_ignore_list = "vmnet"';
  return `general: {
  configs_folder = ${JSON.stringify(c.dir)}
  plugins_folder = ${JSON.stringify(join(c.dir, 'plugins'))}
  transports_folder = ${JSON.stringify(join(c.dir, 'transports'))}
  events_folder = ${JSON.stringify(join(c.dir, 'events'))}
  loggers_folder = ${JSON.stringify(join(c.dir, 'loggers'))}
  debug_level = ${c.debugLevel}
  server_name = "ruume-local"
  api_secret = ${JSON.stringify(c.apiSecret)}
  admin_secret = ${JSON.stringify(c.adminSecret)}
  token_auth = true
  token_auth_secret = ${JSON.stringify(c.tokenSecret)}
  session_timeout = 60
  event_loops = ${c.eventLoops}
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
media: {
  rtp_port_range = "20000-40000"
}
nat: {
  ${ice}
  full_trickle = true
}
events: {
  broadcast = false
}
`;
}

const websocketConfig = (c: GeneratedConfig) => `general: {
  json = "compact"
  ws = true
  ws_port = ${c.wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = true
  admin_ws_port = ${c.adminPort}
  admin_ws_ip = "127.0.0.1"
  admin_wss = false
}
`;

// No static rooms: the api creates each one (with its secret) when it needs it; only a holder
// of the admin key may create rooms (browsers hold core tokens that reach the plugin too).
const videoroomConfig = (c: GeneratedConfig) => `general: {
  admin_key = ${JSON.stringify(c.roomAdminKey)}
  lock_rtp_forward = true
}
`;

// Audiences watch the stage through Streaming mountpoints fed by the VideoRoom's RTP forwarders
// (docs/scaling.md): only the admin key creates them, and their ports come from a range apart
// from the ICE ports above.
const streamingConfig = (c: GeneratedConfig) => `general: {
  admin_key = ${JSON.stringify(c.roomAdminKey)}
  rtp_port_range = "${STREAMING_PORTS}"
}
`;

export async function writeJanusConfig(c: GeneratedConfig): Promise<void> {
  await rm(c.dir, { recursive: true, force: true });
  for (const sub of ['plugins', 'transports', 'events', 'loggers']) {
    await mkdir(join(c.dir, sub), { recursive: true });
  }
  for (const plugin of ['libjanus_videoroom.so', 'libjanus_streaming.so']) {
    await symlink(
      join(c.modules, 'plugins', plugin),
      join(c.dir, 'plugins', plugin),
    );
  }
  await symlink(
    join(c.modules, 'transports', 'libjanus_websockets.so'),
    join(c.dir, 'transports', 'libjanus_websockets.so'),
  );
  await writeFile(join(c.dir, 'janus.jcfg'), janusConfig(c));
  await writeFile(
    join(c.dir, 'janus.transport.websockets.jcfg'),
    websocketConfig(c),
  );
  await writeFile(
    join(c.dir, 'janus.plugin.videoroom.jcfg'),
    videoroomConfig(c),
  );
  await writeFile(
    join(c.dir, 'janus.plugin.streaming.jcfg'),
    streamingConfig(c),
  );
}
