// Jest reporter: when anything failed, prints the tail of every server log of the run (the shared server's and
// those that specs started) and marks the run dir so the global teardown keeps it. Runs before globalTeardown.
const fs = require('node:fs');
const path = require('node:path');

class ServerLogReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests > 0 || results.numRuntimeErrorTestSuites > 0 || results.numFailedTestSuites > 0;
    const dir = process.env.RUUME_E2E_RUN_DIR;
    if (!failed || !dir || !fs.existsSync(dir)) return;
    fs.writeFileSync(path.join(dir, 'FAILED'), '');
    const logs = fs.readdirSync(dir).filter((name) => name.endsWith('.log'));
    for (const name of logs) {
      const file = path.join(dir, name);
      const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
      process.stderr.write(`\n──── server log ${file} (last ${Math.min(lines.length, 60)} of ${lines.length} lines) ────\n`);
      process.stderr.write(lines.slice(-60).join('\n') + '\n');
    }
  }
}

module.exports = ServerLogReporter;
