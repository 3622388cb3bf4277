import type { RgLimitView, RgState } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LimitsForm, limitChanges } from './limits-form';

afterEach(() => vi.unstubAllGlobals());

const limit = (
  kind: RgLimitView['kind'],
  period: RgLimitView['period'],
  amount: string | null = null,
): RgLimitView => ({
  kind,
  period,
  amount,
  operatorAmount: null,
  effective: amount,
  used: '0.00',
  pending: null,
});

function stateWith(changes: Partial<Record<string, RgLimitView>> = {}): RgState {
  const limits = (['DEPOSIT', 'LOSS', 'WAGER'] as const).flatMap((kind) =>
    (['DAY', 'WEEK', 'MONTH'] as const).map((period) => changes[`${kind}:${period}`] ?? limit(kind, period)),
  );
  return {
    currency: 'BRL',
    coolingOffHours: 24,
    realityCheckMinutes: null,
    limits: [...limits, limit('SESSION', 'SESSION')],
  };
}

describe('LimitsForm', () => {
  it('sends only the changed limits, an emptied field as a removal', () => {
    const state = stateWith({ 'LOSS:WEEK': limit('LOSS', 'WEEK', '50.00') });
    const values = Object.fromEntries(state.limits.map((l) => [`${l.kind}:${l.period}`, l.amount ?? '']));
    expect(limitChanges(state, { ...values, 'DEPOSIT:DAY': '100,50', 'LOSS:WEEK': '' } as never)).toEqual([
      { kind: 'DEPOSIT', period: 'DAY', amount: '100.50' },
      { kind: 'LOSS', period: 'WEEK', amount: null },
    ]);
  });

  it("saves a daily deposit limit and shows the server's refusal of a bad one", async () => {
    const saved = stateWith({ 'DEPOSIT:DAY': limit('DEPOSIT', 'DAY', '100.00') });
    let refuse = true;
    const fetchMock = stubApi({
      'PUT /wps/rg/limits': () =>
        refuse
          ? {
              error: 'RG_LIMIT_INVALID',
              message:
                'A limit must be a whole positive amount of at most R$1,000,000.00. Nothing was changed.',
            }
          : { value: saved },
    });
    const { user } = renderWithProviders(<LimitsForm state={stateWith()} />);
    const field = screen.getByLabelText('Deposits per 24 hours');
    await user.type(field, '-5');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A limit must be a whole positive amount of at most R$1,000,000.00. Nothing was changed.',
    );
    refuse = false;
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Limits saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT /wps/rg/limits').at(-1)).toEqual({
      limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: '100' }],
    });
  });

  it('offers the confirmation of a raise once its cooling-off has passed', async () => {
    const waiting = limit('WAGER', 'DAY', '10.00');
    const state = stateWith({
      'WAGER:DAY': {
        ...waiting,
        pending: { amount: '20.00', from: '2026-01-01T00:00:00.000Z', confirmable: true },
      },
    });
    const fetchMock = stubApi({
      'POST /wps/rg/limits/confirm': { value: stateWith({ 'WAGER:DAY': limit('WAGER', 'DAY', '20.00') }) },
    });
    const { user } = renderWithProviders(<LimitsForm state={state} />);
    await user.click(screen.getByRole('button', { name: /^Confirm the change to .*20[.,]00$/ }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /wps/rg/limits/confirm')).toEqual([
        { kind: 'WAGER', period: 'DAY' },
      ]),
    );
  });
});
