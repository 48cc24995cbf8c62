// A process's CPU and memory from /proc/<pid>: CPU time (user + system) over a window, as a
// percentage of one core, and its resident memory. Linux only.
import { readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

export async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime, stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export async function residentMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** CPU % of one core over `seconds`, and the resident memory at the end (MB). */
export async function sampleUsage(pid, seconds) {
  const cpuBefore = await cpuSeconds(pid);
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = ((await cpuSeconds(pid)) - cpuBefore) / elapsed;
  return { cpuPercent: cpu * 100, memoryMb: await residentMegabytes(pid) };
}
