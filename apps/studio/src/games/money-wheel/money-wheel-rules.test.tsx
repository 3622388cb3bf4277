import { WHEEL_BOOSTS, WHEEL_LABELS, WHEEL_SEGMENTS } from '@ficha/games/money-wheel/wheel';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStudio } from '../../test/render.tsx';
import { mockStudioFetch } from '../../test/studio-fetch.ts';
import { MoneyWheelRules } from './money-wheel-rules.tsx';

describe('MoneyWheelRules', () => {
  it("lists every label's segments and pay, then the boost reel with its unboosted positions", () => {
    mockStudioFetch().always('money-wheel/state', { limits: { maxBetsPerRound: 10 } });
    renderInStudio(<MoneyWheelRules />);
    const [pays, boosts] = screen.getAllByRole('table');
    const payRows = pays!.querySelectorAll('tbody tr');
    expect(payRows).toHaveLength(WHEEL_LABELS.length);
    const ones = WHEEL_SEGMENTS.filter((label) => label === 1).length;
    expect(payRows[0]!.textContent).toContain(`${ones} / ${WHEEL_SEGMENTS.length}`);
    expect(payRows[0]!.textContent).toContain('1:1');
    const boostRows = boosts!.querySelectorAll('tbody tr');
    expect(boostRows).toHaveLength(WHEEL_LABELS.length + 1);
    const unboosted = WHEEL_BOOSTS.filter((boost) => boost === null).length;
    expect(boostRows[WHEEL_LABELS.length]!.textContent).toContain(`${unboosted} / ${WHEEL_BOOSTS.length}`);
  });
});
