import { type AgentPayLine, type AgentRunKind, formatMinor } from '@ficha/contract';

/** A settlement line as the agent's history shows it. */
export function payLineView(row: {
  run_id: string;
  kind: string;
  period_start: Date;
  period_end: Date;
  amount: string;
  status: string;
  paid_at: Date | null;
  basis: unknown;
}): AgentPayLine {
  return {
    runId: row.run_id,
    kind: row.kind as AgentRunKind,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    amount: formatMinor(row.amount),
    status: row.status as AgentPayLine['status'],
    paidAt: row.paid_at?.toISOString() ?? null,
    basis: row.basis as Record<string, unknown>,
  };
}

/** Days (YYYY-MM-DD, the site's UTC-3) to instants; `to` is inclusive. */
export function dayRange(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const at = (day: string, plus: number) => new Date(Date.parse(`${day}T03:00:00Z`) + plus * 86_400_000);
  return { from: query.from ? at(query.from, 0) : undefined, to: query.to ? at(query.to, 1) : undefined };
}
