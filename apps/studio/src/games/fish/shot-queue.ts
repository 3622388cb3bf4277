/**
 * Shots wait in a short line and go to the server one after another: every answer carries the
 * balance after that shot, so answers in firing order keep the shown balance exact. A few shots a
 * second fit easily; past `capacity` unanswered shots the player is asked to wait.
 */
export class ShotQueue {
  private line: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly capacity: number) {}

  /** Shots fired and not yet answered. */
  get pending(): number {
    return this.waiting;
  }

  get full(): boolean {
    return this.waiting >= this.capacity;
  }

  /** Queues a shot's request; false when the line is full. The task handles its own errors. */
  push(task: () => Promise<void>): boolean {
    if (this.full) return false;
    this.waiting += 1;
    this.line = this.line
      .then(task)
      .catch(() => undefined)
      .finally(() => {
        this.waiting -= 1;
      });
    return true;
  }
}
