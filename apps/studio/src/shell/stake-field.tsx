import { decimalSign } from '@ficha/contract';
import { formatMinor, parseAmount } from '../lib/money.ts';
import { useFormat, useStudio } from './studio-context.tsx';
import { SHELL_TEXT, useText } from './text.ts';

/**
 * The stake as typed, shown with the player's decimal sign ("1,00" in Portuguese) while the value
 * stays a decimal with a dot for the server; halve, double, min and max stay within the catalogue's limits. */
export function StakeField({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { session } = useStudio();
  const t = useText(SHELL_TEXT);
  const sign = decimalSign(useFormat().locale);
  const min = parseAmount(session.game.minBet)!;
  const max = parseAmount(session.game.maxBet)!;
  const clamp = (minor: bigint) => formatMinor(minor < min ? min : minor > max ? max : minor);
  const current = parseAmount(value) ?? min;
  return (
    <div className="stake">
      <label className="stake__label" htmlFor="stake">
        {t('stake')}
      </label>
      <input
        id="stake"
        className="stake__input"
        inputMode="decimal"
        value={value.replace('.', sign)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.replace(',', '.'))}
        onBlur={() => onChange(clamp(parseAmount(value) ?? min))}
      />
      <button type="button" disabled={disabled} onClick={() => onChange(clamp(min))}>
        {t('min')}
      </button>
      <button type="button" disabled={disabled} onClick={() => onChange(clamp(current / 2n))}>
        {t('half')}
      </button>
      <button type="button" disabled={disabled} onClick={() => onChange(clamp(current * 2n))}>
        {t('double')}
      </button>
      <button type="button" disabled={disabled} onClick={() => onChange(clamp(max))}>
        {t('max')}
      </button>
    </div>
  );
}
