/**
 * The server's clock as this page sees it. Round times are the server's (its database's) epoch
 * milliseconds; the phone's clock may be minutes off or jump when the user changes it, so time here
 * is the browser's monotonic clock (performance.now, which requestAnimationFrame also uses) plus an
 * offset measured against the server:
 *  - a ping's answer carries the server time somewhere between sending and receiving, so
 *    offset = serverTime - midpoint is right to within half the round trip; the sample with the
 *    shortest round trip of the last few wins;
 *  - any message's serverTime was read before it arrived, so serverTime - arrival is a lower bound
 *    on the offset: an estimate below it is raised to it.
 */

const SAMPLES_KEPT = 8;

interface Sample {
  roundTripMs: number;
  offsetMs: number;
}

export class ServerClock {
  #offsetMs: number | null = null;
  #samples: Sample[] = [];
  /** The highest lower bound seen since the last ping sample. */
  #floorMs = Number.NEGATIVE_INFINITY;

  /** The server's epoch ms at monotonic time `at` (performance.now() by default). */
  now(at = performance.now()): number {
    // Before any reading the local clock is all there is; nothing timed is shown then.
    return at + (this.#offsetMs ?? Date.now() - performance.now());
  }

  get synced(): boolean {
    return this.#offsetMs !== null;
  }

  /** A message stamped `serverTime` arrived at monotonic time `arrivedAt`. */
  stamp(serverTime: number, arrivedAt = performance.now()): void {
    const floor = serverTime - arrivedAt;
    this.#floorMs = Math.max(this.#floorMs, floor);
    if (this.#offsetMs === null || this.#offsetMs < floor) this.#offsetMs = floor;
  }

  /** A pong stamped `serverTime` answered a ping sent at `sentAt`, received at `arrivedAt`. */
  pong(serverTime: number, sentAt: number, arrivedAt = performance.now()): void {
    const sample = { roundTripMs: arrivedAt - sentAt, offsetMs: serverTime - (sentAt + arrivedAt) / 2 };
    this.#samples = [...this.#samples, sample].slice(-SAMPLES_KEPT);
    const best = this.#samples.reduce((a, b) => (b.roundTripMs < a.roundTripMs ? b : a));
    this.#floorMs = serverTime - arrivedAt;
    this.#offsetMs = Math.max(best.offsetMs, this.#floorMs);
  }

  /** A new connection: old samples may describe another route (or a phone that slept). */
  reset(): void {
    this.#samples = [];
    this.#floorMs = Number.NEGATIVE_INFINITY;
  }
}
