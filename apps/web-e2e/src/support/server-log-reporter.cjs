// Jest reporter: when anything failed, prints what the servers of the run logged beyond routine request
// lines (the shared server's and those specs started) and marks the run dir so the global teardown keeps the
// full logs. Runs before globalTeardown.
const fs = require('node:fs');
const path = require('node:path');

const LEVELS = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const SHOWN_LINES = 30;

/** Plain lines as they are; pino JSON lines only from warn up, shortened. */
function notable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.level === 'number' && entry.level < 40) return null;
    const error = entry.err
      ? ` — ${entry.err.type ?? 'Error'}: ${entry.err.message}`
      : '';
    const request = entry.req ? ` (${entry.req.method} ${entry.req.url})` : '';
    return `[${LEVELS[entry.level] ?? entry.level}] ${entry.msg ?? ''}${request}${error}`;
  } catch {
    return line;
  }
}

class ServerLogReporter {
  onRunComplete(_contexts, results) {
    const failed =
      results.numFailedTests > 0 ||
      results.numRuntimeErrorTestSuites > 0 ||
      results.numFailedTestSuites > 0;
    const dir = process.env.RUUME_E2E_RUN_DIR;
    if (!failed || !dir || !fs.existsSync(dir)) return;
    fs.writeFileSync(path.join(dir, 'FAILED'), '');
    for (const name of fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.log'))
      .sort()) {
      const file = path.join(dir, name);
      const lines = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map(notable)
        .filter(Boolean);
      const shown = lines.slice(-SHOWN_LINES);
      process.stderr.write(
        `\n── ${file}: ${shown.length < lines.length ? `last ${shown.length} of ` : ''}${lines.length} non-routine lines ──\n`,
      );
      if (shown.length > 0) process.stderr.write(shown.join('\n') + '\n');
    }
  }
}

module.exports = ServerLogReporter;
