import { describe, expect, it } from 'vitest';
import { Abandoned, QueueFull, SharedWorkQueue } from './work-queue.ts';

/** A job the test finishes by hand, recording that it started. */
function gated(started: string[], key: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { work: () => (started.push(key), done), finish: () => finish(`${key}!`) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('SharedWorkQueue: bounded, shared by key, and never starting work nobody waits for', () => {
  it('runs at most `concurrency` jobs; the rest wait their turn in order', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 2, queueLimit: 5 });
    const jobs = ['a', 'b', 'c', 'd'].map((k) => gated(started, k));
    const results = jobs.map((job, i) => queue.run(String(i), job.work));
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.queued]).toEqual([2, 2]);
    jobs[1]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual(['a!', 'b!', 'c!', 'd!']);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('requests for one key share one job', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 0 });
    const job = gated(started, 'a');
    const both = [queue.run('a', job.work), queue.run('a', job.work)];
    job.finish();
    expect(await Promise.all(both)).toEqual(['a!', 'a!']);
    expect(started).toEqual(['a']);
  });

  it('past the queue limit a new job is refused with QueueFull; a slot that frees takes the next', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 1 });
    const a = gated(started, 'a');
    const b = gated(started, 'b');
    const runs = [queue.run('a', a.work), queue.run('b', b.work)];
    await expect(queue.run('c', gated(started, 'c').work)).rejects.toBeInstanceOf(QueueFull);
    a.finish();
    b.finish();
    expect(await Promise.all(runs)).toEqual(['a!', 'b!']);
    expect(started).toEqual(['a', 'b']);
  });

  it('a queued job whose clients all left is dropped before it starts; one with a client left still runs', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 4 });
    const a = gated(started, 'a');
    const running = queue.run('a', a.work);
    const gone = new AbortController();
    const stays = new AbortController();
    const b = gated(started, 'b');
    const c = gated(started, 'c');
    const left = queue.run('b', b.work, gone.signal);
    const shared = [queue.run('c', c.work, gone.signal), queue.run('c', c.work, stays.signal)];
    gone.abort();
    await expect(left).rejects.toBeInstanceOf(Abandoned);
    await expect(shared[0]).rejects.toBeInstanceOf(Abandoned);
    a.finish();
    await running;
    await tick();
    c.finish();
    expect(await shared[1]).toBe('c!');
    expect(started).toEqual(['a', 'c']);
  });

  it('a request whose client already left never queues anything', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 1 });
    await expect(queue.run('a', gated(started, 'a').work, AbortSignal.abort())).rejects.toBeInstanceOf(Abandoned);
    expect([started, queue.running, queue.queued]).toEqual([[], 0, 0]);
  });

  it('a started job runs to its end even when its client leaves (an encode cannot be cancelled)', async () => {
    const started: string[] = [];
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 0 });
    const client = new AbortController();
    const a = gated(started, 'a');
    const run = queue.run('a', a.work, client.signal);
    client.abort();
    await expect(run).rejects.toBeInstanceOf(Abandoned);
    expect(queue.running).toBe(1);
    a.finish();
    await tick();
    expect(queue.running).toBe(0);
  });

  it('a failing job rejects every waiter and frees its slot', async () => {
    const queue = new SharedWorkQueue<string>({ concurrency: 1, queueLimit: 0 });
    await expect(
      queue.run('a', async () => {
        throw new Error('broken image');
      }),
    ).rejects.toThrow('broken image');
    expect(await queue.run('b', async () => 'ok')).toBe('ok');
  });
});
