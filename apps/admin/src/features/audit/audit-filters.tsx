import { type AuditQuery, auditQuerySchema } from '@ficha/contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AuditFilters = Partial<Omit<AuditQuery, 'pageNo' | 'pageSize'>>;

/** A datetime-local value ("2026-11-28T15:30") as ISO 8601 with the browser's offset; '' stays unset. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * The audit viewer's filters: actor, action (a trailing . or * matches every action it starts),
 * target, merchant and a time window, checked with the contract's query schema before asking.
 */
export function AuditFilterForm({
  merchants,
  onApply,
}: {
  merchants: Array<{ id: number; name: string }>;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [merchantId, setMerchantId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, boolean>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      actor: actor.trim() || undefined,
      action: action.trim() || undefined,
      target: target.trim() || undefined,
      merchantId: merchantId ?? undefined,
      from: isoOf(from),
      to: isoOf(to),
    };
    const parsed = auditQuerySchema.safeParse(candidate);
    const wrongOrder = candidate.from && candidate.to && candidate.from > candidate.to;
    if (!parsed.success || wrongOrder) {
      const bad: Record<string, boolean> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) bad[String(issue.path[0])] = true;
      if (wrongOrder) bad.to = true;
      setErrors(bad);
      return;
    }
    setErrors({});
    const { pageNo: _p, pageSize: _s, ...filters } = parsed.data;
    onApply(filters);
  };

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          size="xs"
          label={t('auditLog.actor')}
          value={actor}
          onChange={(e) => setActor(e.currentTarget.value)}
          error={errors.actor ? t('auditLog.tooLong') : null}
          w={140}
        />
        <TextInput
          size="xs"
          label={t('auditLog.action')}
          placeholder="member."
          value={action}
          onChange={(e) => setAction(e.currentTarget.value)}
          error={errors.action ? t('auditLog.tooLong') : null}
          w={150}
        />
        <TextInput
          size="xs"
          label={t('auditLog.target')}
          placeholder="member:42"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          error={errors.target ? t('auditLog.tooLong') : null}
          w={150}
        />
        {merchants.length > 1 && (
          <Select
            size="xs"
            label={t('auditLog.merchant')}
            placeholder={t('auditLog.anyMerchant')}
            clearable
            value={merchantId}
            onChange={setMerchantId}
            data={merchants.map((m) => ({ value: String(m.id), label: m.name }))}
            w={150}
          />
        )}
        <TextInput
          size="xs"
          type="datetime-local"
          label={t('auditLog.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.from ? t('auditLog.badTime') : null}
        />
        <TextInput
          size="xs"
          type="datetime-local"
          label={t('auditLog.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.to ? t('auditLog.badTime') : null}
        />
        <Button size="xs" type="submit">
          {t('auditLog.apply')}
        </Button>
      </Group>
    </form>
  );
}
