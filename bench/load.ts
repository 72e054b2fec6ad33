/**
 * Loopback load: autocannon with 20 connections for a fixed time, the settings every
 * throughput of this benchmark shares, so two throughputs of one run can be compared.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import autocannon from 'autocannon';
import type { RunningServer } from '../tests/support/server-process.ts';

export const CONNECTIONS = 20;

export interface LoadSummary {
  readonly requestsPerSec: number;
  /** Bytes of answers a second, as the load generator read them. */
  readonly bytesPerSec: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /**
   * CPU time (user and system, every thread) the server process spent per answered request
   * during the run; null where the process's times cannot be read (no /proc).
   */
  readonly serverCpuMsPerRequest: number | null;
}

let clockTicks: number | null = null;
/** Clock ticks a second of /proc's CPU times. */
function ticksPerSecond(): number {
  if (clockTicks === null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU milliseconds (user and system) a process has used, from /proc/PID/stat; null without /proc. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): state is the
    // first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}

export function load(server: RunningServer, path: string, headers: Record<string, string>, durationSec: number): Promise<LoadSummary> {
  const cpuBefore = processCpuMs(server.pid);
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}${path}`,
        headers: { 'accept-encoding': 'gzip', ...headers },
        connections: CONNECTIONS,
        duration: durationSec,
      },
      (error, r) => {
        if (error) return fail(error);
        const cpuAfter = processCpuMs(server.pid);
        const answered = r.requests.total;
        ok({
          requestsPerSec: Math.round(r.requests.average),
          bytesPerSec: Math.round(r.throughput.average),
          p50ms: r.latency.p50,
          p99ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
          serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && answered > 0 ? Math.round(((cpuAfter - cpuBefore) / answered) * 1000) / 1000 : null,
        });
      },
    );
  });
}

export interface Answer {
  readonly status: number;
  readonly ms: number;
  /** Bytes on the wire (gzip when the server compressed). */
  readonly bytes: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET to the server's loopback address with the given headers (Host included), timed to the last byte. */
export function get(server: RunningServer, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((ok, fail) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port: server.port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        ok({ status: res.statusCode ?? 0, ms: performance.now() - start, bytes: body.length, headers: res.headers, body });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The merchant id of a sub, as the storefront sends it in the merchant header. */
export async function merchantId(server: RunningServer, sub: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/users/v1/merchants/sub/${sub}`);
  if (!res.ok) throw new Error(`merchant ${sub}: HTTP ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

export const OVERALLS_PATH = '/products/v1/overalls?type=WEB';
