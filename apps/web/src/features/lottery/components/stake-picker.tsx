import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAmount } from '../lib/ticket';

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'];

/** The stake of the next bets: a chip, or an amount typed by the player. */
export function StakePicker({ stake, onChange }: { stake: string; onChange: (stake: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <fieldset className="lf-stake">
      <legend className="lf-stake__label">{t('lotteryFrame.stake')}</legend>
      {CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          className="lf-chip lf-chip--stake"
          aria-pressed={stake === chip && text === ''}
          onClick={() => {
            setText('');
            onChange(chip);
          }}
        >
          {chip.replace(/\.00$/, '')}
        </button>
      ))}
      <label htmlFor={id} className="visually-hidden">
        {t('lotteryFrame.customStake')}
      </label>
      <input
        id={id}
        className="lf-stake__input"
        inputMode="decimal"
        placeholder={t('lotteryFrame.other')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const amount = normalizeAmount(event.target.value);
          if (amount) onChange(amount);
        }}
      />
    </fieldset>
  );
}
