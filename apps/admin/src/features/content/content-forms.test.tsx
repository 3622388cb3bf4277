import type { ContentBanner } from '@ficha/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeForm } from './article-forms';
import { BannerForm } from './banner-form';
import { moved, windowState } from './banners-tab';

// The content forms (issue 15 part 6): "Forms validate with the contract's schemas on both sides
// and show the server's reason when refused". The network is the only thing stood in for: each
// test answers fetch with the server's envelope.

interface Sent {
  method: string;
  url: string;
  body: unknown;
  contentType: string | null;
}

function answerWith(status: number, envelope: object) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        contentType: headers.get('content-type'),
      });
      return new Response(JSON.stringify(envelope), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

const BANNER: ContentBanner = {
  id: 7,
  merchantId: 1,
  groupName: 'm_home',
  imageUrl: '/static/demo/ficha-banner-1.svg',
  title: 'Welcome',
  linkUrl: '/m/voucherCenter',
  language: null,
  sort: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  version: 3,
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BannerForm', () => {
  it('checks the banner with the contract schema and sends nothing while it is wrong', async () => {
    const sent = answerWith(200, { success: true, code: 'OK', message: '', value: BANNER });
    wrap(<BannerForm languages={['PT', 'EN']} merchantId={1} onSaved={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText(/Check this field/)).toHaveLength(2);

    type(/Title/, 'Weekend bonus');
    type(/Image address/, '/static/demo/ficha-banner-1.svg');
    type(/Link target/, 'javascript:alert(1)');
    type(/Shows from/, '2030-01-02T10:00');
    type(/Shows until/, '2030-01-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText(/the end must come after the start/)).toBeTruthy());
    expect(screen.getByText(/a path of the site/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('publishes a valid banner with its window as ISO moments', async () => {
    const sent = answerWith(200, { success: true, code: 'OK', message: '', value: BANNER });
    const saved = vi.fn();
    wrap(<BannerForm languages={['PT', 'EN']} merchantId={1} onSaved={saved} onCancel={() => {}} />);
    type(/Title/, 'Weekend bonus');
    type(/Image address/, '/content-images/0b7c3c4e-8a53-4e1b-9d55-1f0e5b7a9c11.png');
    type(/Shows from/, '2030-01-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/ops/api/v1/content/banners' });
    expect(sent[0]?.body).toMatchObject({
      merchantId: 1,
      title: 'Weekend bonus',
      linkUrl: null,
      language: null,
      startsAt: new Date('2030-01-01T10:00').toISOString(),
      endsAt: null,
    });
  });

  it("shows the server's reason when an edit made on an old version is refused", async () => {
    const sent = answerWith(409, {
      success: false,
      code: 'EDIT_CONFLICT',
      message: 'Someone changed this record after you opened it. Reload it and make your change again.',
      value: null,
    });
    const saved = vi.fn();
    wrap(
      <BannerForm banner={BANNER} languages={['PT']} merchantId={1} onSaved={saved} onCancel={() => {}} />,
    );
    type(/Title/, 'Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Someone changed this record/);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/ops/api/v1/content/banners/7' });
    expect(sent[0]?.body).toMatchObject({ version: 3, title: 'Renamed' });
    expect(saved).not.toHaveBeenCalled();
  });

  it("uploads the chosen file as it is and shows the server's refusal", async () => {
    const sent = answerWith(415, {
      success: false,
      code: 'IMAGE_REFUSED',
      message: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
      value: null,
    });
    const { container } = wrap(
      <BannerForm languages={['PT']} merchantId={1} onSaved={() => {}} onCancel={() => {}} />,
    );
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['not a picture'], 'holiday.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a PNG, JPEG, WebP or GIF/);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/ops/api/v1/content/images?merchantId=1',
      contentType: 'image/png',
    });
    expect(sent[0]?.body).toBe(file);
  });
});

describe('NoticeForm', () => {
  it('sends a notice in the chosen language, its rich text as written (the server sanitizes it)', async () => {
    const sent = answerWith(200, { success: true, code: 'OK', message: '', value: {} });
    const done = vi.fn();
    wrap(<NoticeForm languages={['PT', 'EN']} merchantId={2} onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Check this field/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    type(/Title/, 'PIX in seconds');
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: '<p>Fast</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Format: B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/ops/api/v1/content/notices' });
    expect(sent[0]?.body).toMatchObject({
      merchantId: 2,
      language: 'PT',
      title: 'PIX in seconds',
      active: true,
    });
    expect(sent[0]?.body).toMatchObject({ content: expect.stringContaining('<strong></strong>') });
  });
});

describe('banner list helpers', () => {
  it('moves a banner up and down, and never past either end', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('tells whether a banner shows now, waits for its start, is over or is off', () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(windowState({ active: true, startsAt: null, endsAt: null })).toBe('showing');
    expect(windowState({ active: true, startsAt: at(hour), endsAt: null })).toBe('scheduled');
    expect(windowState({ active: true, startsAt: null, endsAt: at(-hour) })).toBe('ended');
    expect(windowState({ active: false, startsAt: null, endsAt: null })).toBe('hidden');
  });
});
