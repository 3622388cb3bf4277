import type { KycState } from '@ficha/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { KycForm } from './kyc-form';

afterEach(() => vi.unstubAllGlobals());

const state = (changes: Partial<KycState> = {}): KycState => ({
  status: 'NOT_STARTED',
  rule: 'FIRST_WITHDRAWAL',
  withdrawalsHeld: true,
  playHeld: false,
  fullName: null,
  birthDate: null,
  cpf: '•••.•••.247-25',
  documents: [],
  reason: null,
  submittedAt: null,
  decidedAt: null,
  canSubmit: true,
  ...changes,
});
const sent = (kind: 'DOCUMENT_FRONT' | 'DOCUMENT_BACK' | 'SELFIE') => ({
  kind,
  contentType: 'image/png' as const,
  size: 1000,
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

describe('KycForm (issue 19 part 4)', () => {
  it('refuses a file over 5 MB or of another type before anything is sent', async () => {
    const fetchMock = stubApi({});
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { user } = renderWithProviders(<KycForm state={state()} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'front.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Document front'), big);
    expect(await screen.findByText('The file is too large: at most 5 MB.')).toBeTruthy();
    const text = new File(['hello'], 'selfie.png', { type: 'application/pdf' });
    // The picker's accept list is a hint a phone may ignore: the page checks the type itself.
    fireEvent.change(screen.getByLabelText('Selfie'), { target: { files: [text] } });
    expect(await screen.findByText('The selfie must be a PNG or JPG photo.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the three files first, then shows the server refusal of an underage birth date', async () => {
    const fetchMock = stubApi({
      'POST /wps/kyc/submit': {
        error: 'KYC_UNDERAGE',
        message: 'Only players of 18 and over may play: the date of birth given does not allow it.',
      },
    });
    const { user, unmount } = renderWithProviders(<KycForm state={state()} />);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(
      await screen.findByText(
        "Upload the document's front and back and the selfie before asking for verification.",
      ),
    ).toBeTruthy();
    unmount();
    const ready = state({ documents: [sent('DOCUMENT_FRONT'), sent('DOCUMENT_BACK'), sent('SELFIE')] });
    const second = renderWithProviders(<KycForm state={ready} />);
    await second.user.type(screen.getByLabelText('Full name'), 'Maria da Silva');
    await second.user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await second.user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(
      await screen.findByText(
        'Only players of 18 and over may play: the date of birth given does not allow it.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /wps/kyc/submit')).toEqual([
      { fullName: 'Maria da Silva', birthDate: '2015-01-01' },
    ]);
  });

  it('asks for the CPF when the account has none', () => {
    stubApi({});
    renderWithProviders(<KycForm state={state({ cpf: null })} />);
    expect(screen.getByLabelText('CPF')).toBeTruthy();
  });
});
