import type { LotteryBetTypeView } from '@ficha/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boardTabs,
  isValidPick,
  type LotteryKind,
  normalizePick,
  oddsOf,
  type PickInput,
  pickInputOf,
  quickPick,
} from '../lib/bet-board';
import { hasLine, type TicketLine } from '../lib/ticket';
import { useLotteryLabels } from './use-labels';

interface BetBoardProps {
  kind: LotteryKind;
  betTypes: readonly LotteryBetTypeView[];
  /** The stake each new line takes. */
  stake: string;
  lines: readonly TicketLine[];
  /** A tap on a cell: on the ticket, or off it when it is there already. */
  onToggle: (line: TicketLine) => void;
  /** A typed or random pick: onto the ticket. */
  onAdd: (line: TicketLine) => void;
  disabled: boolean;
}

/** The bet board (issue 14 part 3): the game kind's bet types in tabs, each with its picks and odds. */
export function BetBoard({ kind, betTypes, stake, lines, onToggle, onAdd, disabled }: BetBoardProps) {
  const { t } = useTranslation();
  const tabs = useMemo(() => boardTabs(kind, betTypes), [kind, betTypes]);
  const [tabId, setTabId] = useState(tabs[0]?.id);
  const tab = tabs.find((candidate) => candidate.id === tabId) ?? tabs[0];
  if (!tab) return null;
  return (
    <section className="lf-board" aria-label={t('lotteryFrame.board')}>
      <div className="lf-tabs lf-tabs--chips" role="tablist" aria-label={t('lotteryFrame.betGroups')}>
        {tabs.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={candidate.id === tab.id}
            className="lf-chip"
            onClick={() => setTabId(candidate.id)}
          >
            {t(`lotteryFrame.group.${candidate.id}` as 'lotteryFrame.group.sum')}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn--secondary btn--sm lf-board__quick"
        disabled={disabled}
        onClick={() => {
          // Quick pick: a random bet type of this tab, with a random pick of it.
          const type = tab.betTypes[Math.floor(Math.random() * tab.betTypes.length)]!;
          const pick = quickPick(pickInputOf(kind, type.code));
          onAdd({ betType: type.code, pick, amount: stake, odds: oddsOf(type, pick) });
        }}
      >
        {t('lotteryFrame.quickPickTab')}
      </button>
      <div role="tabpanel" className="lf-board__panel">
        {tab.betTypes.map((type) => (
          <BetTypeBlock
            key={type.code}
            kind={kind}
            type={type}
            stake={stake}
            lines={lines}
            onToggle={onToggle}
            onAdd={onAdd}
            disabled={disabled}
          />
        ))}
      </div>
    </section>
  );
}

interface BlockProps extends Omit<BetBoardProps, 'betTypes'> {
  type: LotteryBetTypeView;
}

function BetTypeBlock({ kind, type, stake, lines, onToggle, onAdd, disabled }: BlockProps) {
  const { betName } = useLotteryLabels();
  const input = pickInputOf(kind, type.code);
  const line = (pick: string): TicketLine => ({
    betType: type.code,
    pick,
    amount: stake,
    odds: oddsOf(type, pick),
  });
  if (input.kind === 'none') {
    return (
      <Cell
        label={betName(type.code)}
        odds={type.odds}
        isSelected={hasLine(lines, type.code, '')}
        onClick={() => onToggle(line(''))}
        disabled={disabled}
        wide
      />
    );
  }
  return (
    <div className="lf-block">
      <p className="lf-block__title">
        {betName(type.code)}
        {input.kind !== 'choices' && <span className="lf-odds">×{type.odds}</span>}
      </p>
      {input.kind === 'choices' ? (
        <ChoiceGrid
          type={type}
          picks={input.picks}
          lines={lines}
          disabled={disabled}
          onPick={(pick) => onToggle(line(pick))}
        />
      ) : (
        <TypedPick
          kind={kind}
          type={type}
          input={input}
          disabled={disabled}
          onPick={(pick) => onAdd(line(pick))}
        />
      )}
    </div>
  );
}

function ChoiceGrid({
  type,
  picks,
  lines,
  disabled,
  onPick,
}: {
  type: LotteryBetTypeView;
  picks: readonly string[];
  lines: readonly TicketLine[];
  disabled: boolean;
  onPick: (pick: string) => void;
}) {
  const { t } = useTranslation();
  const { pickLabel } = useLotteryLabels();
  // "ball:digit" picks come in one row per ball.
  const rows = useMemo(() => {
    if (!picks[0]?.includes(':')) return [{ key: '', picks }];
    const byBall = new Map<string, string[]>();
    for (const pick of picks) {
      const ball = pick.split(':')[0]!;
      byBall.set(ball, [...(byBall.get(ball) ?? []), pick]);
    }
    return [...byBall].map(([key, rowPicks]) => ({ key, picks: rowPicks }));
  }, [picks]);
  return (
    <>
      {rows.map((row) => (
        <div key={row.key} className="lf-grid-row">
          {row.key && <p className="lf-grid-row__title">{t('lotteryFrame.ball', { ball: row.key })}</p>}
          <div className={`lf-grid${row.key ? ' lf-grid--digits' : ''}`}>
            {row.picks.map((pick) => (
              <Cell
                key={pick}
                label={row.key ? pick.split(':')[1]! : pickLabel(type.code, pick)}
                ariaLabel={`${pickLabel(type.code, pick)}`}
                odds={oddsOf(type, pick)}
                isSelected={hasLine(lines, type.code, pick)}
                onClick={() => onPick(pick)}
                disabled={disabled}
              />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

function Cell({
  label,
  ariaLabel,
  odds,
  isSelected,
  onClick,
  disabled,
  wide = false,
}: {
  label: string;
  ariaLabel?: string;
  odds: string;
  isSelected: boolean;
  onClick: () => void;
  disabled: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`lf-cell${wide ? ' lf-cell--wide' : ''}`}
      aria-pressed={isSelected}
      aria-label={t('lotteryFrame.cellLabel', { pick: ariaLabel ?? label, odds })}
      onClick={onClick}
      disabled={disabled}
    >
      <span className="lf-cell__label">{label}</span>
      <span className="lf-odds">×{odds}</span>
    </button>
  );
}

/** A number typed by the player (lô, đề, straights) or drawn at random: the quick pick. */
function TypedPick({
  kind,
  type,
  input,
  disabled,
  onPick,
}: {
  kind: LotteryKind;
  type: LotteryBetTypeView;
  input: Extract<PickInput, { kind: 'digits' | 'endings' }>;
  disabled: boolean;
  onPick: (pick: string) => void;
}) {
  const { t } = useTranslation();
  const { betName } = useLotteryLabels();
  const id = useId();
  const [text, setText] = useState('');
  const pick = normalizePick(input, text);
  const isValid = isValidPick(kind, type.code, pick);
  const hint =
    input.kind === 'digits'
      ? t('lotteryFrame.digitsHint', { count: input.digits })
      : t('lotteryFrame.endingsHint', { count: input.count });
  return (
    <form
      className="lf-typed"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid) return;
        onPick(pick);
        setText('');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {betName(type.code)}
      </label>
      <input
        id={id}
        className="lf-typed__input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={hint}
        value={text}
        maxLength={input.kind === 'digits' ? input.digits : input.count * 3}
        onChange={(event) => setText(event.target.value.replace(/[^\d\s,-]/g, ''))}
        aria-invalid={text !== '' && !isValid}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {hint}
      </span>
      <button type="submit" className="btn btn--secondary lf-typed__add" disabled={disabled || !isValid}>
        {t('lotteryFrame.add')}
      </button>
      <button
        type="button"
        className="btn btn--secondary lf-typed__quick"
        disabled={disabled}
        onClick={() => onPick(quickPick(input))}
        aria-label={t('lotteryFrame.quickPickOf', { bet: betName(type.code) })}
      >
        {t('lotteryFrame.quickPick')}
      </button>
    </form>
  );
}
