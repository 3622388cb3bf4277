/** A CPF as written in Brazil: 000.000.000-00 (14 characters). */
export const CPF_MASKED_LENGTH = 14;

/**
 * What the player typed or pasted into a CPF field, formatted as they type (hardening 20): digits
 * only, at most 11, with the dots and the dash placed as the digits arrive ("5299822" ->
 * "529.982.2"). Deleting a separator deletes nothing the player typed.
 */
export function maskCpf(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return `${groups.join('.')}${check ? `-${check}` : ''}`;
}

/** The digits of a CPF, as the server stores and compares it. */
export function cpfDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}
