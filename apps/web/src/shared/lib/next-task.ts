/**
 * Ends the current task and resumes in a new one, so input and rendering can run in between: start-up work
 * cut into tasks of a few milliseconds each, instead of one long task a tap waits behind. `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other queued work), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
