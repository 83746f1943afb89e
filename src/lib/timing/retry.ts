// The browser's one retry loop: a task tried up to `tries` times, with a pause after each failed try.
// (Node code — scripts, services, the twin — uses p-retry.)

/** How often to try and how long to pause after the n-th failed try; `sleep` can be a test's clock. */
export interface RetryOptions {
  tries: number;
  pause: (failedTries: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The task's first answer; the last try's error when every try failed. The task is told its try (1, 2, …). */
export async function retrying<T>(task: (attempt: number) => Promise<T>, { tries, pause, sleep = wait }: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= tries) throw error;
      await sleep(pause(attempt));
    }
  }
}
