/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between: `scheduler.yield()` where the browser has it, else a message to itself (not a timer,
 * which a page in the background would wait a second for).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
