import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole } from '@/test/render';
import { buildPromotion } from './promotion-fixtures';
import { PromotionForm, type PromotionFormProps } from './promotion-form';

// The promotion form (issue 18 part 4): only the licence's kinds, checked before sending, the body
// the contract takes, the server's refusal in its words, and the phone preview as it is typed.

afterEach(() => vi.unstubAllGlobals());

const ALL_KINDS = ['WELCOME', 'RELOAD', 'NTH_DEPOSIT', 'CASHBACK', 'FREE_PLAY', 'REFERRAL', 'MISSION'];

function renderForm(props: Partial<PromotionFormProps> = {}) {
  const onSaved = vi.fn();
  renderConsole(
    <PromotionForm
      kinds={ALL_KINDS}
      wageringAllowed
      merchantId={7}
      currency="USD"
      canUpload={false}
      onSaved={onSaved}
      onCancel={() => {}}
      {...props}
    />,
  );
  return onSaved;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

describe('PromotionForm', () => {
  it('offers only the kinds the licence allows, and no wagering where it forbids it', () => {
    renderForm({ kinds: ['CASHBACK'], wageringAllowed: false });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cashback on net loss']);
    expect(screen.getByText(/allows no wagering: the reward is paid as cash/)).toBeTruthy();
    expect(screen.queryByLabelText(/Turnover multiple/)).toBeNull();
    expect(screen.getByLabelText(/Cashback rate/)).toBeTruthy();
  });

  it('shows what to correct and sends nothing while the form is wrong', async () => {
    const sent = fakeOperatorApi(() => ({ value: buildPromotion() }));
    renderForm();
    choose('Kind', 'WELCOME');
    type('Percent (%)', '0');
    type('Cap (largest bonus)', '12,50');
    type('Starts', '2030-01-02T10:00');
    type('Ends', '2030-01-01T10:00');
    choose('Audience', 'VIP');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Write the title in this language')).toHaveLength(2);
    expect(screen.getByText('A whole number in the allowed range')).toBeTruthy();
    expect(screen.getByText('An amount such as 25 or 25.50')).toBeTruthy();
    expect(screen.getByText('The end must come after the start')).toBeTruthy();
    expect(screen.getByText('One or more level numbers')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends a deposit bonus with its terms as the contract takes them', async () => {
    const sent = fakeOperatorApi(() => ({ value: buildPromotion({ id: 9 }) }));
    const onSaved = renderForm();
    choose('Kind', 'WELCOME');
    fireEvent.click(screen.getByRole('checkbox', { name: 'PT' }));
    type('Title (EN)', 'Double your first deposit');
    type('Description (EN, HTML)', '<p>Up to <strong>$200</strong></p>');
    type('Banner image address', '/static/demo/promo-deposit.svg');
    type('Percent (%)', '100');
    type('Cap (largest bonus)', '200');
    type('Minimum deposit', '20');
    type(/Turnover multiple/, '10');
    type('Largest bet while the bonus is active', '10');
    type(/Most that becomes cash/, '200');
    type(/Expires after/, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Add a game weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a game weight' }));
    type('Percent of weight 1', '50');
    choose('Game type of weight 2', 'CRASH');
    type('Percent of weight 2', '10');
    type('Starts', '2030-01-01T10:00');
    choose('Audience', 'AGENT');
    type(/Agent ids/, '101, 202');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/ops/api/v1/promotions' });
    expect(sent[0]?.body).toEqual({
      merchantId: 7,
      kind: 'WELCOME',
      category: 'DEPOSIT',
      titles: { EN: 'Double your first deposit' },
      descriptions: { EN: '<p>Up to <strong>$200</strong></p>' },
      languages: ['EN'],
      bannerUrl: '/static/demo/promo-deposit.svg',
      startsAt: new Date('2030-01-01T10:00').toISOString(),
      endsAt: null,
      audience: 'AGENT',
      audienceVipLevels: [],
      audienceAgentIds: ['101', '202'],
      percent: 100,
      fixedAmount: null,
      maxBonus: '200',
      minDeposit: '20',
      settings: {},
      turnoverMultiplier: 10,
      maxBet: '10',
      maxConversion: '200',
      expiryDays: 30,
      gameWeights: [
        { gameType: 'RNG', weightPercent: 50 },
        { gameType: 'CRASH', weightPercent: 10 },
      ],
      active: true,
    });
  });

  it('edits a promotion’s game weights: a wrong percent or a repeated type is shown, a row removed', async () => {
    const sent = fakeOperatorApi(() => ({ value: buildPromotion({ id: 5 }) }));
    const promotion = buildPromotion({
      id: 5,
      kind: 'RELOAD',
      category: 'DEPOSIT',
      percent: 50,
      turnoverMultiplier: 5,
      gameWeights: [
        { gameType: 'RNG', weightPercent: 40 },
        { vendorCode: 'FICHA', gameCode: 'ficha_dice', weightPercent: 5 },
        { gameType: 'LIVE', weightPercent: 10 },
      ],
    });
    const onSaved = renderForm({ promotion });
    expect(screen.getByLabelText('Game of weight 2')).toHaveProperty('value', 'FICHA / ficha_dice');
    type('Percent of weight 1', '140');
    choose('Game type of weight 3', 'RNG');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole percent from 0 to 100')).toBeTruthy();
    expect(screen.getByText('This game type already has a weight')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove weight 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      gameWeights: [
        { vendorCode: 'FICHA', gameCode: 'ficha_dice', weightPercent: 5 },
        { gameType: 'RNG', weightPercent: 10 },
      ],
    });
  });

  it('keeps a promotion’s settings and audience when it is edited, and shows the server refusing', async () => {
    const sent = fakeOperatorApi(() => ({
      status: 403,
      code: 'PROMOTION_NOT_ALLOWED',
      message: 'This kind of promotion is not offered where this site is licensed.',
    }));
    const promotion = buildPromotion({
      id: 4,
      kind: 'MISSION',
      category: 'MISSION',
      fixedAmount: '3.00',
      maxBonus: '3.00',
      turnoverMultiplier: 3,
      audience: 'VIP',
      audienceVipLevels: [2, 3],
      settings: { gameType: 'RNG', rounds: 20, note: 'kept' },
    });
    const onSaved = renderForm({ promotion, kinds: ['CASHBACK'] });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'MISSION');
    type('Rounds to play', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This kind of promotion is not offered where this site is licensed.',
    );
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/ops/api/v1/promotions/4' });
    expect(sent[0]?.body).toMatchObject({
      kind: 'MISSION',
      languages: null,
      fixedAmount: '3.00',
      maxBonus: '3.00',
      audience: 'VIP',
      audienceVipLevels: [2, 3],
      settings: { gameType: 'RNG', rounds: 25, note: 'kept' },
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('draws the card and the page on a phone as the title and terms are typed', () => {
    renderForm({ kinds: ['RELOAD'] });
    type('Title (EN)', 'Reload 50%');
    type('Percent (%)', '50');
    type('Cap (largest bonus)', '100');
    type(/Turnover multiple/, '8');
    const phone = screen.getByRole('figure', { name: 'Phone preview' });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Preview language' })).getByLabelText('EN'),
    );
    expect(within(phone).getByTestId('preview-card').textContent).toBe('Reload 50%');
    const detail = within(within(phone).getByTestId('preview-detail'));
    expect(detail.getByText('50% up to US$100.00')).toBeTruthy();
    expect(detail.getByText('8×')).toBeTruthy();
    expect(detail.getByText('Deposit with this bonus')).toBeTruthy();
  });
});
