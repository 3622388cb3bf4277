import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'amount', header: 'Amount', value: (r) => r.amount, cell: (r) => `R$ ${r.amount}`, align: 'right' },
];
const rows: Row[] = [
  { id: '1', name: 'Bruna', amount: '20.00' },
  { id: '2', name: 'Ana, Silva', amount: '5.00' },
];

describe('DataTable', () => {
  it('shows the rows, sorts by a header and exports what it shows as CSV', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <MantineProvider>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} csvName="players" />
      </MantineProvider>,
    );
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Bruna', 'Ana, Silva']);
    expect(screen.getByText('R$ 20.00')).toBeTruthy();
    fireEvent.click(screen.getByText('Name'));
    expect(names()).toEqual(['Ana, Silva', 'Bruna']);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await created[0]!.text();
    expect(text.replace(/^\ufeff/, '')).toBe('Name,Amount\r\n"Ana, Silva",5.00\r\nBruna,20.00');
  });

  it('says so when there are no rows, and offers no empty export', () => {
    render(
      <MantineProvider>
        <DataTable
          rows={[]}
          columns={columns}
          rowKey={(r) => r.id}
          csvName="players"
          empty="No player matches."
        />
      </MantineProvider>,
    );
    expect(screen.getByText('No player matches.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
