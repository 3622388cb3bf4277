import { describe, expect, it } from 'vitest';
import { parseEvents } from './use-cashier-events.ts';

describe('parseEvents', () => {
  it('reads whole events, skips comments and keeps a partial one for the next chunk', () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n: connected\n\nevent: cashier\ndata: {"queue":"withdrawals","merchantId":1}\n\nevent: cash',
    );
    expect(events).toEqual([{ event: 'cashier', data: '{"queue":"withdrawals","merchantId":1}' }]);
    expect(rest).toBe('event: cash');
  });
});
