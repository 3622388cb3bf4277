import type { Whitelabel } from '@ficha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { DownlineList } from './downline-list';

// Issue 17 part 6: "transfer to a downline if the operator allows it".

const whitelabel = (agentTransfer: boolean) =>
  ({
    merchantCode: 'FICHA',
    currency: 'BRL',
    currencySymbol: 'R$',
    defaultLanguage: 'EN',
    languages: ['EN', 'PT'],
    flags: { AGENT_TRANSFER: agentTransfer },
  }) as unknown as Whitelabel;

const member = (id: number, account: string) => ({
  id,
  account,
  nickname: '',
  type: 0,
  isAgent: false,
  level: 1,
  upline: 'agente01',
  teamSize: 0,
  registeredAt: '2026-11-01T12:00:00.000Z',
  lastLoginAt: null,
});

const wallet = (cash: string) => ({
  value: {
    currency: 'BRL',
    currencySymbol: 'R$',
    sumBalance: cash,
    cashBalance: cash,
    bonusBalance: '0.00',
    withdrawable: cash,
    unmetTurnover: '0.00',
  },
});

type Route = Parameters<typeof stubApi>[0][string];
type Answer = Exclude<Route, (body: unknown) => unknown>;

function serve({ agentTransfer = true, transfer }: { agentTransfer?: boolean; transfer?: Route } = {}) {
  let cash = '100.00';
  return stubApi({
    'GET /wps/system/domainRoute': {
      value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
    },
    'GET /wps/system/settings/consolidated': {
      value: { whitelabel: whitelabel(agentTransfer), banners: [], customerService: [], notices: [] },
    },
    'GET /wps/relay/ODSFE2_Subordinate': {
      value: { list: [member(7, 'jogador02'), member(8, 'jogador03')], pageNo: 1, totalPages: 1, total: 2 },
    },
    'GET /wps/wallets/gcs': () => wallet(cash),
    'POST /wps/agent/transferToDownline':
      transfer ??
      ((body) => {
        cash = '87.50';
        const { memberId, amount } = body as { memberId: number; amount: string };
        return { value: { transferId: '91', memberId, amount, balance: cash } };
      }),
  });
}

beforeEach(() =>
  localStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'agent-token-abcdefghijkl', userName: 'agente01', type: 1 }),
  ),
);
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openSheet(user: ReturnType<typeof renderWithProviders>['user'], account = 'jogador02') {
  await user.click(await screen.findByRole('button', { name: `Transfer to ${account}` }));
  const sheet = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
  expect(within(sheet).getByText(account)).toBeTruthy();
  return sheet;
}

describe('TransferSheet', () => {
  it('sends the amount and payment password to the chosen downline, then toasts and reads the wallet again', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<DownlineList />);
    const sheet = await openSheet(user);
    await waitFor(() => expect(within(sheet).getByText(/Available to transfer: R\$\s?100\.00/)).toBeTruthy());
    await user.type(within(sheet).getByLabelText('Amount'), '12.5');
    await user.type(within(sheet).getByLabelText('Payment password (6 digits)'), '135790');
    const walletReads = sentBodies(fetchMock, 'GET /wps/wallets/gcs').length;
    await user.click(within(sheet).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/R\$\s?12\.50 sent to jogador02\./)).toBeTruthy();
    const [sent] = sentBodies(fetchMock, 'POST /wps/agent/transferToDownline') as Array<
      Record<string, unknown>
    >;
    expect(sent).toMatchObject({ memberId: 7, amount: '12.50', paymentPassword: '135790' });
    expect(sent?.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'GET /wps/wallets/gcs').length).toBeGreaterThan(walletReads),
    );
  });

  it('checks the amount and the password before sending anything', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<DownlineList />);
    const sheet = await openSheet(user);
    await waitFor(() => expect(within(sheet).getByText(/Available to transfer/)).toBeTruthy());
    await user.type(within(sheet).getByLabelText('Amount'), '1.234');
    await user.type(within(sheet).getByLabelText('Payment password (6 digits)'), '12');
    await user.click(within(sheet).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet).findByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(within(sheet).getByText('The payment password has 6 digits.')).toBeTruthy();
    await user.clear(within(sheet).getByLabelText('Amount'));
    await user.type(within(sheet).getByLabelText('Amount'), '150');
    expect(await within(sheet).findByText(/You can transfer at most R\$\s?100\.00\./)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /wps/agent/transferToDownline')).toHaveLength(0);
  });

  it("puts the server's refusal under its field, with a new requestId for the next try", async () => {
    let refusal: Answer = {
      error: 'WRONG_PAYMENT_PASSWORD',
      message: 'Wrong payment password. Attempts left: 4.',
      value: { field: 'paymentPassword', attemptsLeft: 4 },
    };
    const fetchMock = serve({ transfer: () => refusal });
    const { user } = renderWithProviders(<DownlineList />);
    const sheet = await openSheet(user, 'jogador03');
    await user.type(within(sheet).getByLabelText('Amount'), '10');
    await user.type(within(sheet).getByLabelText('Payment password (6 digits)'), '000000');
    await user.click(within(sheet).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet).findByText('Wrong payment password. Attempts left: 4.')).toBeTruthy();

    refusal = { error: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.', value: { balance: '8.00' } };
    await user.click(within(sheet).getByRole('button', { name: 'Transfer' }));
    expect(await within(sheet).findByText(/You can transfer at most R\$\s?8\.00\./)).toBeTruthy();
    const ids = sentBodies(fetchMock, 'POST /wps/agent/transferToDownline').map(
      (b) => (b as { requestId: string }).requestId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);

    refusal = { error: 'AGENT_NOT_IN_TEAM', message: 'This member is not in your team.', status: 403 };
    await user.click(within(sheet).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This member is not in your team.')).toBeTruthy();
  });

  it('offers no transfer while the operator has not allowed it', async () => {
    serve({ agentTransfer: false });
    renderWithProviders(<DownlineList />);
    expect(await screen.findByText('jogador02')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Transfer to/ })).toBeNull();
  });
});
