// Running a command-line tool (ffmpeg, janus-pp-rec, pocketsphinx's helpers): its output, a
// failure that says why, and a run killed by its timeout or by an aborted job.
import {
  runTool,
  ToolFailedError,
} from '../../../src/adapters/ffmpeg/run-tool';

describe('runTool', () => {
  it('answers the tool output', async () => {
    await expect(
      runTool('printf', ['%s', 'made'], { timeoutMs: 5000 }),
    ).resolves.toBe('made');
  });

  it('fails with the end of what the tool wrote when it exits non-zero', async () => {
    const run = runTool('sh', ['-c', 'echo "no such input" >&2; exit 3'], {
      timeoutMs: 5000,
    });
    await expect(run).rejects.toThrow(ToolFailedError);
    await expect(run).rejects.toThrow('exit 3: no such input');
  });

  it('fails when the tool is not installed', async () => {
    await expect(
      runTool('ruume-no-such-tool', [], { timeoutMs: 5000 }),
    ).rejects.toThrow(ToolFailedError);
  });

  it('kills a tool that outlives its timeout', async () => {
    await expect(runTool('sleep', ['30'], { timeoutMs: 200 })).rejects.toThrow(
      'no answer within 200 ms',
    );
  });

  it('kills the tool when the job is given up, with the abort reason', async () => {
    const abort = new AbortController();
    const run = runTool('sleep', ['30'], {
      timeoutMs: 60_000,
      signal: abort.signal,
    });
    const reason = new Error('api stopping');
    setTimeout(() => abort.abort(reason), 100);
    // Well before the 30 s the tool would take: killed, not waited for.
    await expect(run).rejects.toBe(reason);
  });

  it('does not start a tool for a job already given up', async () => {
    const abort = new AbortController();
    abort.abort(new Error('given up'));
    await expect(
      runTool('sleep', ['30'], { timeoutMs: 60_000, signal: abort.signal }),
    ).rejects.toThrow('given up');
  });
});
