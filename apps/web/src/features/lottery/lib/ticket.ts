import type { TicketRequest } from '@ficha/contract';
import { formatMinor, parseAmount } from '@ficha/contract';

/**
 * The ticket being filled (issue 14: "a ticket (order) of several sub-orders"): one line per
 * bet type and pick, each with its stake. Amounts stay decimal strings and are summed in minor
 * units, never in floating point (DESIGN section 3).
 */
export interface TicketLine {
  betType: string;
  pick: string;
  /** Decimal text with up to two places: "5.00". */
  amount: string;
  /** What one hit pays per 1 staked, as the board showed it. */
  odds: string;
}

/** The server's limit on sub-orders per ticket (ticketRequestSchema). */
export const MAX_TICKET_LINES = 30;

const sameBet = (line: TicketLine, betType: string, pick: string) =>
  line.betType === betType && line.pick === pick;

export function hasLine(lines: readonly TicketLine[], betType: string, pick: string): boolean {
  return lines.some((line) => sameBet(line, betType, pick));
}

/** Adds the bet, or takes it off when it is already on the ticket (a second tap on a cell). */
export function toggleLine(lines: readonly TicketLine[], line: TicketLine): TicketLine[] {
  if (hasLine(lines, line.betType, line.pick))
    return lines.filter((other) => !sameBet(other, line.betType, line.pick));
  return [...lines, line];
}

/** Adds the bet; the same bet and pick again only changes its stake. */
export function addLine(lines: readonly TicketLine[], line: TicketLine): TicketLine[] {
  if (hasLine(lines, line.betType, line.pick))
    return lines.map((other) => (sameBet(other, line.betType, line.pick) ? line : other));
  return [...lines, line];
}

export function removeLine(lines: readonly TicketLine[], index: number): TicketLine[] {
  return lines.filter((_, i) => i !== index);
}

/** "5", "5,5" or "5.50" as the server's "5.50"; undefined when it is not an amount. */
export function normalizeAmount(text: string): string | undefined {
  const minor = parseAmount(text.trim().replace(',', '.'));
  return minor === undefined || minor <= 0n ? undefined : formatMinor(minor);
}

export function ticketTotal(lines: readonly TicketLine[]): string {
  return formatMinor(lines.reduce((sum, line) => sum + (parseAmount(line.amount) ?? 0n), 0n));
}

export type TicketProblem = 'empty' | 'tooMany' | 'belowMin' | 'aboveMax' | 'overBalance';

/** Why the ticket cannot be sent yet, checked before the server (which checks again). */
export function ticketProblem(
  lines: readonly TicketLine[],
  limits: { minBet: string; maxBet: string; balance: string },
): TicketProblem | undefined {
  if (lines.length === 0) return 'empty';
  if (lines.length > MAX_TICKET_LINES) return 'tooMany';
  const [min, max] = [parseAmount(limits.minBet) ?? 0n, parseAmount(limits.maxBet) ?? 0n];
  for (const line of lines) {
    const amount = parseAmount(line.amount) ?? 0n;
    if (amount < min) return 'belowMin';
    if (amount > max) return 'aboveMax';
  }
  if ((parseAmount(ticketTotal(lines)) ?? 0n) > (parseAmount(limits.balance) ?? 0n)) return 'overBalance';
  return undefined;
}

export function ticketRequest(numero: string, lines: readonly TicketLine[]): TicketRequest {
  return { numero, bets: lines.map(({ betType, pick, amount }) => ({ betType, pick, amount })) };
}
