import type { AgentRebateSettings } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole, type SentRequest } from '@/test/render';
import { RebatesModal } from './rebates-modal';

const SETTINGS: AgentRebateSettings = {
  rates: [
    { gameType: 'RNG', rateBp: 125 },
    { gameType: 'SPORTS', rateBp: 1000 },
  ],
  quotas: [{ rateBp: 100, quota: 3, used: 2 }],
  downlines: [
    { memberId: '51', username: 'bruno', rates: [{ gameType: 'RNG', rateBp: 50 }] },
    { memberId: '52', username: 'carla', rates: [{ gameType: 'SPORTS', rateBp: 200 }] },
  ],
};

type Answer = { status?: number; code?: string; message?: string; value?: unknown };

/** GET answers the settings above; PUT gets `onSave`'s answer. */
function server(onSave: (r: SentRequest) => Answer = () => ({ value: SETTINGS })) {
  return fakeOperatorApi((r) => (r.method === 'PUT' ? onSave(r) : { value: SETTINGS }));
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saves = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe("an agent's rebates", () => {
  it("loads the agent's rates as percents, its quotas and its downlines' rates", async () => {
    const sent = server();
    renderConsole(<RebatesModal agent={{ id: 42, account: 'ana_agente' }} canEdit onClose={() => {}} />);
    expect((await screen.findByLabelText('Rate for RNG')).getAttribute('value')).toBe('1.25');
    expect(field('Rate for SPORTS').value).toBe('10.00');
    expect(field('Quota 1 rate').value).toBe('1.00');
    expect(field('Quota 1 downlines').value).toBe('3');
    const downlines = within(screen.getByRole('table', { name: "Direct downlines' rates" }));
    expect(downlines.getByRole('row', { name: /bruno/ }).textContent).toBe('bruno0.50%—');
    expect(downlines.getByRole('row', { name: /carla/ }).textContent).toBe('carla—2.00%');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/ops/api/v1/agent-pay/agents/42/rebates' });
  });

  it('checks the rates and quotas before sending, then sends the whole setting with the reason', async () => {
    const sent = server();
    const closed = vi.fn();
    renderConsole(<RebatesModal agent={{ id: 42, account: 'ana_agente' }} canEdit onClose={closed} />);
    await screen.findByLabelText('Rate for RNG');
    type('Rate for RNG', '10.01');
    type('Quota 1 downlines', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText('A percent from 0.00 to 10.00, two decimals at most.')).toBeTruthy();
    expect(screen.getByText('A whole number from 0 to 100000.')).toBeTruthy();
    expect(screen.getByText('Write the reason (it goes to the audit log).')).toBeTruthy();
    expect(saves(sent)).toEqual([]);

    type('Rate for RNG', '1,5');
    fireEvent.change(screen.getByLabelText('Add a game type…'), { target: { value: 'LIVE' } });
    type('Rate for LIVE', '0.8');
    type('Quota 1 downlines', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Add a quota' }));
    type('Quota 2 rate', '0.5');
    type('Quota 2 downlines', '10');
    type('Reason', 'new commercial terms');
    fireEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(saves(sent)).toEqual([
      {
        method: 'PUT',
        url: '/ops/api/v1/agent-pay/agents/42/rebates',
        body: {
          rates: [
            { gameType: 'RNG', rateBp: 150 },
            { gameType: 'SPORTS', rateBp: 1000 },
            { gameType: 'LIVE', rateBp: 80 },
          ],
          quotas: [
            { rateBp: 100, quota: 4 },
            { rateBp: 50, quota: 10 },
          ],
          reason: 'new commercial terms',
        },
      },
    ]);
  });

  it("shows the server's refusal of a rate above the upline's and stays open", async () => {
    const sent = server(() => ({
      status: 400,
      code: 'AGENT_REBATE_ABOVE_UPLINE',
      message: "A downline's rebate cannot be above your own rate for that game type.",
    }));
    const closed = vi.fn();
    renderConsole(<RebatesModal agent={{ id: 42, account: 'ana_agente' }} canEdit onClose={closed} />);
    await screen.findByLabelText('Rate for RNG');
    type('Rate for RNG', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove quota 1' }));
    type('Reason', 'raise');
    fireEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "A rate must be at most the upline's rate and at least every direct downline's rate for that game type.",
    );
    expect(saves(sent)[0]?.body).toEqual({
      rates: [
        { gameType: 'RNG', rateBp: 300 },
        { gameType: 'SPORTS', rateBp: 1000 },
      ],
      quotas: [],
      reason: 'raise',
    });
    expect(closed).not.toHaveBeenCalled();
  });

  it('only shows the rebates to staff who may not change them', async () => {
    server();
    renderConsole(
      <RebatesModal agent={{ id: 42, account: 'ana_agente' }} canEdit={false} onClose={() => {}} />,
    );
    expect((await screen.findByLabelText('Rate for RNG')).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save rebates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a quota' })).toBeNull();
    expect(screen.queryByLabelText('Reason')).toBeNull();
  });
});
