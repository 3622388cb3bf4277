import { type render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { silenceServer } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { Money, useFormatMoney } from './money';

silenceServer();

function FormattedAmount({ amount }: { amount: string }) {
  return <p>{useFormatMoney()(amount, 'R$')}</p>;
}

function text(node: ReturnType<typeof render>['container']) {
  return node.querySelector('.money')?.textContent;
}

describe('Money', () => {
  it('shows the symbol and 2 decimals in the language of the page', () => {
    const { container } = renderWithProviders(<Money amount="1250" symbol="R$" />);
    expect(text(container)).toBe('R$ 1,250.00');
    expect(container.querySelector('.money--debit')).toBeNull();
  });

  it('colours a debit and signs a credit on statement lines', () => {
    const debit = renderWithProviders(<Money amount="-20.00" symbol="R$" signed />);
    expect(text(debit.container)).toBe('-R$ 20.00');
    expect(debit.container.querySelector('.money--debit')).not.toBeNull();
    const credit = renderWithProviders(<Money amount="20.00" symbol="R$" signed />);
    expect(text(credit.container)).toBe('+R$ 20.00');
    expect(credit.container.querySelector('.money--credit')).not.toBeNull();
  });

  it('shows a Play badge for play money', () => {
    renderWithProviders(<Money amount="5.00" isPlay />);
    expect(screen.getByText('Play')).toBeTruthy();
  });

  it('formats amounts for messages', () => {
    renderWithProviders(<FormattedAmount amount="50000" />);
    expect(screen.getByText('R$ 50,000.00')).toBeTruthy();
  });
});
