import type { StaffMember } from '@ficha/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole } from '@/test/render';
import { StaffForm } from './staff-form';

afterEach(() => vi.unstubAllGlobals());

const merchants = [
  { id: 1, name: 'Ficha' },
  { id: 2, name: 'Rio Sorte' },
];
const member: StaffMember = {
  id: 9,
  username: 'ana',
  role: 'SUPPORT',
  platform: false,
  merchantIds: [1],
  active: true,
  totpEnabled: false,
  createdAt: '2026-11-01T00:00:00Z',
  version: 4,
};

// Rendering Mantine forms is slow on a shared machine: room for a few interactions each.
vi.setConfig({ testTimeout: 30_000 });

describe('the staff form', () => {
  it('checks a new account with the contract schema: username, a 12-character password, a merchant', async () => {
    const sent = fakeOperatorApi(() => ({ value: { ...member, id: 10, username: 'bruno' } }));
    const saved = vi.fn();
    renderConsole(
      <StaffForm
        opened
        editing={undefined}
        merchants={merchants}
        mayGrantPlatform
        onClose={() => {}}
        onSaved={saved}
      />,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'b' } });
    fireEvent.change(screen.getByLabelText('Initial password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'new hire' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('3 to 32 letters, digits, . - or _.')).toBeTruthy();
    expect(screen.getByText('At least 12 characters (up to 128).')).toBeTruthy();
    expect(screen.getByText('Choose at least one merchant (or make them platform staff).')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'bruno' } });
    fireEvent.change(screen.getByLabelText('Initial password'), { target: { value: 'Long-enough-2026' } });
    fireEvent.click(screen.getByRole('switch', { name: /Platform staff/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/ops/api/v1/staff',
      body: {
        username: 'bruno',
        password: 'Long-enough-2026',
        role: 'SUPPORT',
        platform: true,
        merchantIds: [],
        reason: 'new hire',
      },
    });
  });

  it("sends a change with the version read and shows the server's EDIT_CONFLICT", async () => {
    const sent = fakeOperatorApi(() => ({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'Someone changed this record after you opened it. Reload it and make your change again.',
    }));
    renderConsole(
      <StaffForm
        opened
        editing={member}
        merchants={merchants}
        mayGrantPlatform={false}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'moved team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone changed this record');
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/ops/api/v1/staff/9',
      body: { role: 'SUPPORT', platform: false, merchantIds: [1], version: 4, reason: 'moved team' },
    });
  });
});
