/** The machine a measurement ran on, named beside every result: this machine is shared and its numbers drift. */
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
}

export function machine(): Machine {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function describeMachine(m: Machine = machine()): string {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average now ${load}`;
}
