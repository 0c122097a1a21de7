// Lets pending promise callbacks run (fakes answer asynchronously, as hosts do).

/** Awaits enough microtask turns for a chain of host promises to settle. */
export async function flushPromises(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}

/** A log that records what adapters swallow. */
export function recordingLog() {
  const lines: string[] = [];
  const log = (message: string) => void lines.push(message);
  return { log, lines };
}
