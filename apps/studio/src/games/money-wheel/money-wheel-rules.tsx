import type { Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import {
  WHEEL_BOOSTS,
  WHEEL_LABELS,
  WHEEL_SEGMENTS,
  type WheelLabel,
  wheelBetRtp,
} from '@ficha/games/money-wheel/wheel';
import { type ReactNode, useEffect, useState } from 'react';
import { studioApi } from '../../lib/studio-api.ts';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { LABEL_COLORS } from './wheel-look.ts';
import './money-wheel-fairness.css';
import { RuleParagraphs, RulesTable } from '../../shell/rules-parts.tsx';

/** Each label's segments on the wheel and its boost positions on the reel, counted from the maths. */
function labelFacts(label: WheelLabel) {
  const segments = WHEEL_SEGMENTS.filter((l) => l === label).length;
  const boosts = WHEEL_BOOSTS.filter((b) => b?.label === label);
  const factors = [...new Set(boosts.map((b) => b!.factor))];
  const { numerator, denominator } = wheelBetRtp(label);
  return { segments, positions: boosts.length, factors, rtp: numerator / denominator };
}

type LabelFacts = ReturnType<typeof labelFacts>;

/** A table with a row per label (cells from `row`), then any extra rows. */
function LabelTable({
  columns,
  row,
  children,
}: {
  columns: string[];
  row: (label: WheelLabel, facts: LabelFacts) => ReactNode[];
  children?: ReactNode;
}) {
  return (
    <RulesTable columns={columns}>
      {WHEEL_LABELS.map((label) => (
        <tr key={label}>
          {row(label, labelFacts(label)).map((cell, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
            <td key={column}>{cell}</td>
          ))}
        </tr>
      ))}
      {children}
    </RulesTable>
  );
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
      <RuleParagraphs t={t} keys={['rulesIntro', 'rulesRound']} />
      <p>
        {t('rulesBets', {
          max: maxBets ?? '…',
          min: format.money(session.game.minBet),
          maxBet: format.money(session.game.maxBet),
        })}
      </p>
      <h3>{t('rulesTable')}</h3>
      <LabelTable
        columns={[t('colLabel'), t('colSegments'), t('colChance'), t('colPays'), t('colRtp')]}
        row={(label, facts) => [
          dot(label),
          `${facts.segments} / ${WHEEL_SEGMENTS.length}`,
          `${format.number((facts.segments / WHEEL_SEGMENTS.length) * 100, 2)}%`,
          `${label}:1`,
          `${format.number(facts.rtp * 100, 2)}%`,
        ]}
      />
      <h3>{t('rulesBoostTitle')}</h3>
      <p>{t('rulesBoost')}</p>
      <LabelTable
        columns={[t('colLabel'), t('colPositions'), t('colFactor'), t('colBoostedPays')]}
        row={(label, facts) => [
          dot(label),
          `${facts.positions} / ${WHEEL_BOOSTS.length}`,
          facts.factors.map((f) => `×${f}`).join(', '),
          facts.factors.map((f) => `${label * f}:1`).join(', '),
        ]}
      >
        <tr>
          <td>{t('noBoostRow')}</td>
          <td>
            {unboosted} / {WHEEL_BOOSTS.length}
          </td>
          <td>—</td>
          <td>—</td>
        </tr>
      </LabelTable>
      <RuleParagraphs t={t} keys={['rulesRtp', 'rulesFair']} />
    </div>
  );
}
