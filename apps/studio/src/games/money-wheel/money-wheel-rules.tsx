import type { Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import {
  WHEEL_BOOSTS,
  WHEEL_LABELS,
  WHEEL_SEGMENTS,
  type WheelLabel,
  wheelBetRtp,
} from '@ficha/games/money-wheel/wheel';
import { useEffect, useState } from 'react';
import { studioApi } from '../../lib/studio-api.ts';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { LABEL_COLORS } from './wheel-look.ts';
import './money-wheel-fairness.css';

/** Each label's segments on the wheel and its boost positions on the reel, counted from the maths. */
function labelFacts(label: WheelLabel) {
  const segments = WHEEL_SEGMENTS.filter((l) => l === label).length;
  const boosts = WHEEL_BOOSTS.filter((b) => b?.label === label);
  const factors = [...new Set(boosts.map((b) => b!.factor))];
  const { numerator, denominator } = wheelBetRtp(label);
  return { segments, positions: boosts.length, factors, rtp: numerator / denominator };
}

/** The rules: the wheel's segments and pays, each bet's exact RTP, the boost reel, the limits. */
export function MoneyWheelRules() {
  const { session } = useStudio();
  const format = useFormat();
  const t = useText(MONEY_WHEEL_TEXT);
  const [maxBets, setMaxBets] = useState<number | null>(null);
  useEffect(() => {
    studioApi<Snapshot>('GET', 'money-wheel/state')
      .then((state) => setMaxBets(state.limits.maxBetsPerRound))
      .catch(() => setMaxBets(null));
  }, []);
  const dot = (label: WheelLabel) => (
    <span className="mw-dot" style={{ background: LABEL_COLORS[label].fill, color: LABEL_COLORS[label].ink }}>
      {label}
    </span>
  );
  const unboosted = WHEEL_BOOSTS.filter((b) => b === null).length;

  return (
    <div className="rules mw-rules">
      <p>{t('rulesIntro')}</p>
      <p>{t('rulesRound')}</p>
      <p>
        {t('rulesBets', {
          max: maxBets ?? '…',
          min: format.money(session.game.minBet),
          maxBet: format.money(session.game.maxBet),
        })}
      </p>
      <h3>{t('rulesTable')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('colLabel')}</th>
            <th scope="col">{t('colSegments')}</th>
            <th scope="col">{t('colChance')}</th>
            <th scope="col">{t('colPays')}</th>
            <th scope="col">{t('colRtp')}</th>
          </tr>
        </thead>
        <tbody>
          {WHEEL_LABELS.map((label) => {
            const facts = labelFacts(label);
            return (
              <tr key={label}>
                <td>{dot(label)}</td>
                <td>
                  {facts.segments} / {WHEEL_SEGMENTS.length}
                </td>
                <td>{format.number((facts.segments / WHEEL_SEGMENTS.length) * 100, 2)}%</td>
                <td>{label}:1</td>
                <td>{format.number(facts.rtp * 100, 2)}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>{t('rulesBoostTitle')}</h3>
      <p>{t('rulesBoost')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('colLabel')}</th>
            <th scope="col">{t('colPositions')}</th>
            <th scope="col">{t('colFactor')}</th>
            <th scope="col">{t('colBoostedPays')}</th>
          </tr>
        </thead>
        <tbody>
          {WHEEL_LABELS.map((label) => {
            const facts = labelFacts(label);
            return (
              <tr key={label}>
                <td>{dot(label)}</td>
                <td>
                  {facts.positions} / {WHEEL_BOOSTS.length}
                </td>
                <td>{facts.factors.map((f) => `×${f}`).join(', ')}</td>
                <td>{facts.factors.map((f) => `${label * f}:1`).join(', ')}</td>
              </tr>
            );
          })}
          <tr>
            <td>{t('noBoostRow')}</td>
            <td>
              {unboosted} / {WHEEL_BOOSTS.length}
            </td>
            <td>—</td>
            <td>—</td>
          </tr>
        </tbody>
      </table>
      <p>{t('rulesRtp')}</p>
      <p>{t('rulesFair')}</p>
    </div>
  );
}
