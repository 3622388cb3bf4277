import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer } from '@/test/console-render';
import { FeedImportPanel, feedFormatOf } from './feed-import-panel';

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <FeedImportPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return view.container.querySelector('input[type=file]') as HTMLInputElement;
}

const CSV = 'vendor,gameCode,gameId,nameEN,gameType\nNOVA,nova-3,3,Nova Suns,RNG\n';

describe('FeedImportPanel (issue 15 part 7)', { timeout: 30_000 }, () => {
  it('reads the format from the file name', () => {
    expect(feedFormatOf('feed.CSV')).toBe('csv');
    expect(feedFormatOf('feed.json')).toBe('json');
  });

  it('uploads the file as the server reads it and lists what was added and updated', async () => {
    const seen = fakeOpsServer(() => ({
      value: {
        vendors: 0,
        games: 2,
        added: [{ vendorCode: 'NOVA', gameCode: 'nova-3', name: 'Nova Suns' }],
        updated: [{ vendorCode: 'NOVA', gameCode: 'nova-2', name: 'Nova Moons' }],
        unchanged: 0,
      },
    }));
    const input = renderPanel();
    fireEvent.change(input, { target: { files: [new File([CSV], 'nova.csv', { type: 'text/csv' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Nova Suns')).toBeTruthy();
    expect(screen.getByText('Nova Moons')).toBeTruthy();
    expect(screen.getByText('0 vendors and 2 games read: 1 added, 1 updated, 0 unchanged.')).toBeTruthy();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/games/import',
      body: { format: 'csv', content: CSV },
    });
  });

  it("shows the server's reasons when it refuses the feed", async () => {
    fakeOpsServer(() => ({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The data sent is not valid.',
      value: { issues: [{ field: 'games.0.vendor', message: 'unknown vendor NOPE' }] },
    }));
    const input = renderPanel();
    fireEvent.change(input, { target: { files: [new File(['{}'], 'feed.json')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('unknown vendor NOPE'));
    expect(screen.getByText('The feed was not imported')).toBeTruthy();
  });
});
