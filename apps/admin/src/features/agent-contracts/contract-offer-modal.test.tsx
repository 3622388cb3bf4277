import type { AgentContract } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole, type SentRequest } from '@/test/render';
import { ContractOfferModal } from './contract-offer-modal';

const AGENTS = {
  list: [
    {
      id: 42,
      account: 'ana_agente',
      nickname: 'Ana',
      type: 1,
      status: 'active',
      upline: null,
      directCount: 3,
      teamSize: 9,
      registeredAt: '2026-10-01T00:00:00Z',
    },
  ],
  pageNo: 1,
  totalPages: 1,
  total: 1,
};
const OFFERED: AgentContract = {
  id: '7',
  memberId: '42',
  username: 'ana_agente',
  kind: 'DIVIDEND',
  tiers: [],
  noticeDays: 14,
  offeredBy: 'OPERATOR',
  status: 'PENDING',
  createdAt: '2026-11-28T00:00:00Z',
  decidedAt: null,
  endsAt: null,
};

/** The agents' search answers with Ana; the offer gets `onOffer`'s answer. */
function server(
  onOffer: (r: SentRequest) => { status?: number; code?: string; message?: string; value?: unknown },
) {
  return fakeOperatorApi((r) => (r.method === 'POST' ? onOffer(r) : { value: AGENTS }));
}

async function chooseAna() {
  // The modal gives the agent's field the focus: a change there is the operator typing.
  fireEvent.change(screen.getByRole('combobox', { name: 'Agent' }), { target: { value: 'ana' } });
  // happy-dom never lays the dropdown out, so it stays display:none: the option is found hidden.
  fireEvent.click(await screen.findByRole('option', { name: 'ana_agente', hidden: true }));
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const offers = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');

configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the contract offer form', () => {
  it('checks every field as the contract schema does before sending anything', async () => {
    const sent = server(() => ({ value: OFFERED }));
    renderConsole(<ContractOfferModal merchantId={1} onClose={() => {}} />);
    type('Minimum team turnover, tier 1', '10,5');
    type('Minimum active players, tier 1', '-1');
    type('Amount paid, tier 1', '0');
    type('Notice (days)', '91');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Choose the agent.')).toBeTruthy();
    expect(screen.getByText('An amount such as 1000 or 1000.50.')).toBeTruthy();
    expect(screen.getByText('A whole number, 0 or more.')).toBeTruthy();
    expect(screen.getByText('An amount above zero, such as 50 or 50.00.')).toBeTruthy();
    expect(screen.getByText('A whole number of days from 0 to 90.')).toBeTruthy();
    expect(screen.getByText('Write the reason (it goes to the audit log).')).toBeTruthy();

    // A dividend pays a whole share percent from 1 to 100.
    fireEvent.click(screen.getByLabelText('Dividend'));
    type('Share of net loss, tier 1', '101');
    expect(await screen.findByText('A whole percent from 1 to 100.')).toBeTruthy();
    expect(offers(sent)).toEqual([]);
  });

  it('adds and removes tiers up to the limit and sends the offer the server expects', async () => {
    const sent = server(() => ({ value: OFFERED }));
    const closed = vi.fn();
    renderConsole(<ContractOfferModal merchantId={1} onClose={closed} />);
    await chooseAna();
    fireEvent.click(screen.getByLabelText('Dividend'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(screen.queryByLabelText('Share of net loss, tier 3')).toBeNull();
    type('Minimum team turnover, tier 1', '1000');
    type('Minimum active players, tier 1', '5');
    type('Share of net loss, tier 1', '10');
    type('Minimum team turnover, tier 2', '5000.50');
    type('Minimum active players, tier 2', '10');
    type('Share of net loss, tier 2', '20');
    type('Notice (days)', '14');
    type('Reason', 'agreed with the agent by phone');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(true));
    expect(offers(sent)).toEqual([
      {
        method: 'POST',
        url: '/ops/api/v1/agent-pay/contracts',
        body: {
          memberId: '42',
          kind: 'DIVIDEND',
          tiers: [
            { minTurnover: '1000', minActivePlayers: 5, sharePercent: 10 },
            { minTurnover: '5000.50', minActivePlayers: 10, sharePercent: 20 },
          ],
          noticeDays: 14,
          reason: 'agreed with the agent by phone',
        },
      },
    ]);
  });

  it("shows the server's refusal of overlapping tiers in the form and stays open", async () => {
    const message =
      "The contract's tiers overlap: each tier must ask for more turnover and at least as many active players, and pay more, than the one before.";
    const sent = server(() => ({ status: 400, code: 'AGENT_CONTRACT_TIERS_OVERLAP', message }));
    const closed = vi.fn();
    renderConsole(<ContractOfferModal merchantId={1} onClose={closed} />);
    await chooseAna();
    type('Minimum team turnover, tier 1', '1000');
    type('Amount paid, tier 1', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    type('Minimum team turnover, tier 2', '500');
    type('Amount paid, tier 2', '80');
    type('Reason', 'new salary');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(offers(sent)[0]?.body).toMatchObject({
      memberId: '42',
      kind: 'DAILY_SALARY',
      noticeDays: 7,
      tiers: [
        { minTurnover: '1000', minActivePlayers: 0, amount: '50' },
        { minTurnover: '500', minActivePlayers: 0, amount: '80' },
      ],
    });
    expect(closed).not.toHaveBeenCalled();
  });

  it('will not add more tiers than the contract allows', async () => {
    server(() => ({ value: OFFERED }));
    renderConsole(<ContractOfferModal merchantId={1} onClose={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add a tier' });
    for (let i = 1; i < 20; i++) fireEvent.click(add);
    expect(screen.getByLabelText('Amount paid, tier 20')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});
