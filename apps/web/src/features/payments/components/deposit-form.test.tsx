import type { DepositMethod, DepositPromotion } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { DepositForm } from './deposit-form';

const { createDeposit, methods, promotions } = vi.hoisted(() => ({
  createDeposit: vi.fn(),
  methods: { current: [] as DepositMethod[] },
  promotions: { current: [] as DepositPromotion[] },
}));

vi.mock('../api/create-deposit', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useCreateDeposit: () => useMutation({ mutationFn: createDeposit }) };
});
vi.mock('../api/deposit-methods', () => ({
  useDepositMethods: () => ({ isPending: false, isError: false, data: methods.current }),
  useDepositPromotions: () => ({ isError: false, data: promotions.current }),
}));

const PIX: DepositMethod = {
  id: 1,
  code: 'PIX',
  name: 'PIX',
  minAmount: '10.00',
  maxAmount: '500.00',
  details: {},
};
const TRANSFER: DepositMethod = { ...PIX, id: 2, code: 'BANK_TRANSFER', name: 'Bank transfer' };
const WELCOME: DepositPromotion = {
  id: 7,
  title: 'Welcome',
  percent: 100,
  maxBonus: '100.00',
  minDeposit: '50.00',
  turnoverMultiplier: 10,
  kind: 'WELCOME',
  fixedAmount: null,
  maxBet: '10.00',
  maxConversion: null,
  oncePerPerson: true,
  gameWeights: [],
};

silenceServer();
beforeEach(() => {
  methods.current = [PIX];
  promotions.current = [];
});

function renderForm(path?: string) {
  const onCreated = vi.fn();
  return { ...renderWithProviders(<DepositForm layout="new" onCreated={onCreated} />, { path }), onCreated };
}

describe('DepositForm', () => {
  it('checks the amount on submit, then as it is typed, and sends nothing meanwhile', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Deposit amount'), '10.001');
    await user.click(screen.getByRole('button', { name: 'Create PIX charge' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 2 decimal places.');
    await user.clear(screen.getByLabelText('Deposit amount'));
    await user.type(screen.getByLabelText('Deposit amount'), '-5');
    expect(screen.getByRole('alert').textContent).toBe('The amount must be more than zero.');
    await user.clear(screen.getByLabelText('Deposit amount'));
    await user.type(screen.getByLabelText('Deposit amount'), '5');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^The amount must be between .*10\.00 and .*500\.00\.$/,
    );
    expect(createDeposit).not.toHaveBeenCalled();
  });

  it('asks a transfer for its reference', async () => {
    methods.current = [TRANSFER];
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Deposit amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Submit transfer' }));
    expect(await screen.findByText('Enter the transfer reference.')).toBeTruthy();
  });

  it('holds a promotion to its minimum deposit', async () => {
    promotions.current = [WELCOME];
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Welcome/ }));
    await user.type(screen.getByLabelText('Deposit amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Create PIX charge' }));
    expect(await screen.findByText(/This bonus needs a deposit of at least .*50\.00\./)).toBeTruthy();
    await user.clear(screen.getByLabelText('Deposit amount'));
    await user.type(screen.getByLabelText('Deposit amount'), '50');
    await vi.waitFor(() => expect(screen.queryByText(/This bonus needs a deposit/)).toBeNull());
  });

  it('picks the promotion a promotion page links with, and sends it with the order', async () => {
    promotions.current = [WELCOME];
    createDeposit.mockResolvedValue({ orderNo: 'D2' });
    const { user } = renderForm('/m/voucherCenter?promotionId=7');
    expect(await screen.findByRole('radio', { name: /Welcome/, checked: true })).toBeTruthy();
    await user.type(screen.getByLabelText('Deposit amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Create PIX charge' }));
    await vi.waitFor(() => expect(createDeposit).toHaveBeenCalledOnce());
    expect(createDeposit.mock.calls[0]?.[0]).toMatchObject({ amount: '50.00', promotionId: 7 });
  });

  it('ignores a linked promotion that is not on offer', async () => {
    promotions.current = [WELCOME];
    renderForm('/m/voucherCenter?promotionId=99');
    expect(screen.getByRole('radio', { name: /Welcome/ })).toHaveProperty('checked', false);
  });

  it('is pending while the order is opened, then shows a refusal on the amount', async () => {
    let refuse: (error: unknown) => void = () => {};
    createDeposit.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Deposit amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Create PIX charge' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
    refuse(new ApiError('AMOUNT_OUT_OF_RANGE', 'out', 400, { field: 'amount', min: '60.00', max: '500.00' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/between .*60\.00 and .*500\.00/);
  });

  it('opens the order with the typed amount', async () => {
    createDeposit.mockResolvedValue({ orderNo: 'D1' });
    const { user, onCreated } = renderForm();
    await user.click(screen.getByRole('button', { name: /Fill in .*50\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Create PIX charge' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(createDeposit.mock.calls[0]?.[0]).toEqual({
      kind: 'PIX',
      methodId: 1,
      amount: '50.00',
      promotionId: undefined,
    });
  });
});
