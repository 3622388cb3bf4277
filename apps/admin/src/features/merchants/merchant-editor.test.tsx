import type { MerchantDetail } from '@ficha/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MerchantEditor } from './merchant-editor-page';
import { brandVariables } from './phone-preview';

const RIO: MerchantDetail = {
  id: 2,
  code: 'RIO',
  version: 7,
  updatedAt: '2026-11-28T12:00:00.000Z',
  canSetDemo: false,
  settings: {
    name: 'Rio Sorte',
    logoUrl: '/static/demo/rio-logo.svg',
    brand: { primary: '#1e4fd8', primaryContrast: '#ffffff', accent: '#ff6f61' },
    defaultLanguage: 'PT',
    languages: ['PT', 'EN'],
    currency: 'BRL',
    currencySymbol: 'R$',
    country: 'BR',
    flags: ['USERNAMEREG3'],
    templates: { mem_cen: '0', dep_func: '0' },
    imageCdns: [],
    defaultImageHost: '',
    socialLinks: [],
    downloadLinks: [],
    texts: {},
    footerImages: { payment: [], licence: [] },
    hosts: ['rio.localhost'],
    blockedCountries: [],
    dialingCountries: ['BR'],
    maintenance: false,
    ageThreshold: 18,
    timeZone: 'America/Sao_Paulo',
    demo: false,
    pixGateway: null,
    kycRule: 'FIRST_WITHDRAWAL',
    registrationRules: [],
  },
};

const envelope = (value: unknown, code = 'OK', message = '') => ({
  ok: code === 'OK',
  status: code === 'OK' ? 200 : 409,
  json: async () => ({ success: code === 'OK', code, message, value }),
});

function renderEditor(props: Partial<Parameters<typeof MerchantEditor>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MerchantEditor loaded={RIO} canEdit canSetDemo={false} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const phone = () => within(screen.getByTestId('phone-preview')).getByRole('img');
const colourInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

// Mantine's inputs render slowly in happy-dom on a busy machine: more than the default 5 s.
describe('the merchant editor', { timeout: 30_000 }, () => {
  it('repaints the phone preview with the draft colour as it is typed, before anything is saved', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    expect(phone().style.getPropertyValue('--brand-primary')).toBe('#1e4fd8');
    fireEvent.change(colourInput('Main colour'), { target: { value: '#c026d3' } });
    expect(phone().style.getPropertyValue('--brand-primary')).toBe('#c026d3');
    expect(within(phone()).getByText('Sorte')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a bad colour with the contract schema, naming the field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    fireEvent.change(colourInput('Main colour'), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields need attention:')).toBeTruthy();
    expect(screen.getAllByText(/a colour written #rgb or #rrggbb/).length).toBeGreaterThan(0);
    expect(screen.getByText('brand.primary')).toBeTruthy();
    // The preview keeps the site's rule: a colour it cannot read leaves the default in place.
    expect(phone().style.getPropertyValue('--brand-primary')).toBe('#f5b81c');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the settings with the version read, and tells of a newer change instead of overwriting it', async () => {
    const fetch = vi.fn().mockResolvedValue(envelope(null, 'EDIT_CONFLICT', 'Someone changed this record.'));
    vi.stubGlobal('fetch', fetch);
    const onReload = vi.fn();
    renderEditor({ onReload });
    fireEvent.change(colourInput('Accent colour'), { target: { value: '#22d3ee' } });
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'summer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/ops/api/v1/merchants/2/settings');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ version: 7, reason: 'summer' });
    expect(body.settings.brand).toEqual({ ...RIO.settings.brand, accent: '#22d3ee' });
    const alert = await screen.findByText(/Someone changed this merchant after you opened it/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the newer version' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('shows the server refusal of a host name in its own words', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          envelope(null, 'HOST_TAKEN', 'The host name localhost already belongs to another merchant.'),
        ),
    );
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The host name localhost already belongs to another merchant.'),
    ).toBeTruthy();
  });

  it('keeps the sandbox gateway out of reach of a site that is not a demo, and says why', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(screen.getByText(/only a demo site may use it/)).toBeTruthy();
    // Only platform staff mark a site as demo.
    expect((screen.getByRole('switch', { name: /Demo or test site/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('sets what waits for identity verification, each rule said in a line, and saves it', async () => {
    const fetch = vi.fn().mockResolvedValue(envelope({ ...RIO, version: 8 }));
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    const firstWithdrawal = screen.getByRole('radio', { name: 'Before the first withdrawal' });
    expect((firstWithdrawal as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/their identity is verified before any money leaves/)).toBeTruthy();
    expect(screen.getByText(/no deposit or real-money bet until verified/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Before deposits and real-money play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.settings).toMatchObject({ kycRule: 'BEFORE_ACTIVATION', pixGateway: null });
  });

  it('lets a role without merchants.write read the settings but not save them', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderEditor({ canEdit: false });
    expect(screen.getByText('Your role may read these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
  });
});

describe('the preview draws text on the brand colour as the site does', () => {
  it('keeps a readable contrast colour and replaces an unreadable one', () => {
    expect(
      brandVariables({ primary: '#1e4fd8', primaryContrast: '#ffffff', accent: '#ff6f61' }),
    ).toMatchObject({
      '--brand-on-primary': '#ffffff',
    });
    // White on #12a150 reads at 3.4:1: the site writes its dark text instead.
    expect(
      brandVariables({ primary: '#12a150', primaryContrast: '#ffffff', accent: '#f5c542' }),
    ).toMatchObject({
      '--brand-on-primary': '#10172a',
    });
  });
});
