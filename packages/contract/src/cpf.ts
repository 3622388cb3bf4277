/**
 * Brazilian CPF: 11 digits whose last two are check digits (mod 11). Formatting dots and dash are
 * accepted; eleven equal digits are valid by the arithmetic but never issued, so they are refused.
 */
export function normalizeCpf(input: string): string | undefined {
  const digits = input.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return undefined;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  if (checkDigit(9) !== Number(digits[9]) || checkDigit(10) !== Number(digits[10])) return undefined;
  return digits;
}
