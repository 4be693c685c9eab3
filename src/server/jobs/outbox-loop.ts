import type { ListenFn } from '../db/client.ts';

type OutboxLoopOptions = {
  /** The log's prefix: 'mail', 'push'. */
  name: string;
  /** The channel the table's insert trigger announces on. */
  channel: string;
  pollIntervalMs: number;
  listen?: ListenFn;
  /** Claims and handles one batch; returns how many rows it claimed. */
  runBatch: () => Promise<number>;
};

/**
 * The loop of an outbox worker (mail, push): a round on start, on the table's announcement and every
 * `pollIntervalMs`; a round runs batches while the last one claimed rows; a wake during a round runs
 * one more right after it; stop waits for the round in progress.
 */
export class OutboxLoop {
  readonly #options: OutboxLoopOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #isStopped = true;
  #isRunAgainRequested = false;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(options: OutboxLoopOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    this.#isStopped = false;
    const { listen, channel } = this.#options;
    if (listen) this.#unlisten = await listen(channel, () => this.wake());
    this.wake();
  }

  /** Runs a round now (or right after the current one). */
  wake(): void {
    if (this.#isStopped) return;
    if (this.#running) {
      this.#isRunAgainRequested = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = this.#round().finally(() => {
      this.#running = null;
      if (this.#isStopped) return;
      if (this.#isRunAgainRequested) {
        this.#isRunAgainRequested = false;
        this.wake();
        return;
      }
      this.#timer = setTimeout(() => this.wake(), this.#options.pollIntervalMs);
      this.#timer.unref();
    });
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#unlisten?.().catch(() => {});
    await this.#running;
  }

  async #round(): Promise<void> {
    try {
      while (!this.#isStopped && (await this.#options.runBatch()) > 0) {
        // keep going while rows are due
      }
    } catch (error) {
      console.error(`[${this.#options.name}] worker round failed:`, error);
    }
  }
}
