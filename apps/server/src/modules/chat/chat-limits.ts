import type { Redis } from 'ioredis';

/**
 * Per-member budgets of the chat (issue 16: "chat sends and unread counts rate-limited per
 * member"), counted in fixed one-minute windows: in Redis when several processes share it, so the
 * budget holds for the whole site, else in this process. A Redis fault lets the call through, as
 * the site's other limits do.
 */
export class MemberBudget {
  readonly #counts = new Map<string, { window: number; count: number }>();

  constructor(
    private readonly name: string,
    private readonly perMinute: number,
    private readonly redis: Redis | undefined,
  ) {}

  /** Counts one call of `who`; false when the minute's budget is spent. */
  async take(who: string): Promise<boolean> {
    const window = Math.floor(Date.now() / 60_000);
    if (this.redis) {
      const key = `ficha:rl:${this.name}:${who}:${window}`;
      try {
        const count = await this.redis.incr(key);
        if (count === 1) await this.redis.expire(key, 120);
        return count <= this.perMinute;
      } catch {
        return true;
      }
    }
    const entry = this.#counts.get(who);
    if (!entry || entry.window !== window) {
      // Old windows are dropped as they are met; a busy site keeps one entry per active member.
      if (this.#counts.size > 100_000) this.#counts.clear();
      this.#counts.set(who, { window, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.perMinute;
  }
}
