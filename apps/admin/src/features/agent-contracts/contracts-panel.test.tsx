import type { AgentContract } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole, type SentRequest } from '@/test/render';
import { ContractsPanel } from './contracts-panel';

const contract = (over: Partial<AgentContract>): AgentContract => ({
  id: '1',
  memberId: '42',
  username: 'ana_agente',
  kind: 'DAILY_SALARY',
  tiers: [{ minTurnover: '1000.00', minActivePlayers: 5, amount: '50.00' }],
  noticeDays: 7,
  offeredBy: 'OPERATOR',
  status: 'ACTIVE',
  createdAt: '2026-11-01T12:00:00Z',
  decidedAt: '2026-11-02T12:00:00Z',
  endsAt: null,
  ...over,
});
const CONTRACTS = [
  contract({}),
  contract({ id: '2', username: 'bruno', status: 'PENDING', offeredBy: 'UPLINE', decidedAt: null }),
  contract({ id: '3', username: 'carla', status: 'CANCELLED', endsAt: '2026-12-05T12:00:00Z' }),
];

type Answer = { status?: number; code?: string; message?: string; value?: unknown };

function server(onCancel: (r: SentRequest) => Answer) {
  return fakeOperatorApi((r) => (r.method === 'POST' ? onCancel(r) : { value: { list: CONTRACTS } }));
}

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe("the agents' contracts", () => {
  it('shows when a cancelled contract ends, and cancels one in force with a reason', async () => {
    const ended = contract({ status: 'CANCELLED', endsAt: '2026-12-06T00:00:00Z' });
    const sent = server(() => ({ value: ended }));
    renderConsole(<ContractsPanel merchantId={1} canManage />);
    const carla = await screen.findByRole('row', { name: /carla/ });
    expect(within(carla).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(carla.textContent).toContain('Cancelled');
    // Its notice runs to 5 December (en-GB dates in the English console).
    expect(carla.textContent).toContain('05/12/2026');
    expect(screen.getByRole('button', { name: 'Cancel the contract of bruno' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the contract of ana_agente' }));
    expect(await screen.findByText(/keeps paying during its notice of 7 days/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'agent left the team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the contract' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/ops/api/v1/agent-pay/contracts/1/cancel',
          body: { reason: 'agent left the team' },
        },
      ]),
    );
    // The list is read again after the cancel.
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it("shows the server's refusal in the confirmation", async () => {
    server(() => ({
      status: 409,
      code: 'AGENT_CONTRACT_NOT_PENDING',
      message: 'This contract is no longer waiting for an answer.',
    }));
    renderConsole(<ContractsPanel merchantId={1} canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the contract of bruno' }));
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'wrong agent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the contract' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This contract is no longer waiting for an answer.',
    );
  });

  it('offers nothing to change to staff without agentpay.contracts', async () => {
    server(() => ({ value: null }));
    renderConsole(<ContractsPanel merchantId={1} canManage={false} />);
    expect(await screen.findByRole('row', { name: /ana_agente/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offer a contract' })).toBeNull();
  });
});
