import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render';
import { changeSummary, changesOf } from './audit-changes';
import { AuditFilterForm } from './audit-filters';

// Rendering Mantine forms is slow on a shared machine: room for a few interactions each.
vi.setConfig({ testTimeout: 30_000 });

describe('before and after, readably', () => {
  it('lists each field, nested ones by path, and marks what changed', () => {
    const before = { status: 'PENDING', limits: { min: '20.00', max: '100.00' } };
    const after = { status: 'PAID', limits: { min: '20.00', max: '150.00' }, note: 'x' };
    expect(changesOf(before, after)).toEqual([
      { field: 'status', before: 'PENDING', after: 'PAID', changed: true },
      { field: 'limits.min', before: '20.00', after: '20.00', changed: false },
      { field: 'limits.max', before: '100.00', after: '150.00', changed: true },
      { field: 'note', before: '', after: 'x', changed: true },
    ]);
    expect(changeSummary(before, after)).toBe('status: PENDING → PAID; limits.max: 100.00 → 150.00; note: x');
    expect(changesOf(null, null)).toEqual([]);
  });
});

describe('the audit filters', () => {
  it('sends the filters the contract accepts, times as ISO 8601, and refuses a window that ends before it starts', async () => {
    const apply = vi.fn();
    renderConsole(<AuditFilterForm merchants={[{ id: 1, name: 'Ficha' }]} onApply={apply} />);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: ' member. ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-28T12:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27T12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Check the time (From before To).')).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-29T12:00' } });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'member:42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(apply).toHaveBeenCalledWith({
      action: 'member.',
      target: 'member:42',
      from: new Date('2026-11-28T12:00').toISOString(),
      to: new Date('2026-11-29T12:00').toISOString(),
    });
  });
});
