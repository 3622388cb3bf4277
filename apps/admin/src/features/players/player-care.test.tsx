import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorApi, renderConsole } from '@/test/render';
import { PasswordResetModal } from './password-reset-modal';
import { describeDevice, devicesOf } from './player-devices';
import { NoteForm } from './player-notes';

afterEach(() => vi.unstubAllGlobals());

// Rendering Mantine forms is slow on a shared machine: room for a few interactions each.
vi.setConfig({ testTimeout: 30_000 });

describe('the note form', () => {
  it('checks the note with the contract schema before sending, then sends it trimmed', async () => {
    const sent = fakeOperatorApi(() => ({
      value: { id: '1', text: 'x', staffId: 1, staffUsername: 'a', createdAt: '' },
    }));
    const added = vi.fn();
    renderConsole(<NoteForm memberId="42" onAdded={added} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note (up to 2,000 characters).')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  Asked about a bonus.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'POST', url: '/ops/api/v1/players/42/notes', body: { text: 'Asked about a bonus.' } },
    ]);
  });

  it("shows the server's reason when it refuses", async () => {
    fakeOperatorApi(() => ({ status: 403, code: 'FORBIDDEN', message: 'Not for your role.' }));
    renderConsole(<NoteForm memberId="42" onAdded={() => {}} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not for your role.');
  });
});

describe('the password reset', () => {
  const open = (props: Partial<Parameters<typeof PasswordResetModal>[0]> = {}) =>
    renderConsole(
      <PasswordResetModal
        opened
        memberId="7"
        username="bruna"
        hasMobile={false}
        hasEmail
        onClose={() => {}}
        onDone={() => {}}
        {...props}
      />,
    );

  it('asks for a reason, offers only the contacts the player has, and sends the chosen one', async () => {
    const sent = fakeOperatorApi(() => ({
      value: { memberId: 7, channel: 'EMAIL', sentTo: 'b***@x.com', sessionsEnded: 2 },
    }));
    const done = vi.fn();
    open({ onDone: done });
    const sms = screen.getByRole('radio', { name: 'SMS to the mobile' }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Write the reason (it goes to the audit log).')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'player called' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/ops/api/v1/players/7/password/reset',
      body: { channel: 'EMAIL', reason: 'player called' },
    });
  });

  it("shows the server's refusal as the server words it", async () => {
    fakeOperatorApi(() => ({
      status: 409,
      code: 'NO_CONTACT',
      message: 'This player has no e-mail to send a new password to.',
    }));
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has no e-mail');
  });
});

describe('sessions and devices', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
  const session = (id: string, userAgent: string, createdAt: string, live: boolean) => ({
    id,
    ip: `10.0.0.${id}`,
    userAgent,
    createdAt,
    expiresAt: live ? '2026-11-29T00:00:00Z' : '2026-11-27T00:00:00Z',
    revokedAt: null,
  });

  it('names devices and groups the sessions by device, the latest first, counting live ones', () => {
    expect(describeDevice(android)).toBe('Chrome · Android');
    expect(describeDevice(iphone)).toBe('Safari · iOS');
    const devices = devicesOf(
      [
        session('3', android, '2026-11-28T10:00:00Z', true),
        session('2', iphone, '2026-11-27T10:00:00Z', false),
        session('1', android, '2026-11-20T10:00:00Z', false),
      ],
      now,
    );
    expect(devices).toEqual([
      {
        userAgent: android,
        name: 'Chrome · Android',
        sessions: 2,
        live: 1,
        lastIp: '10.0.0.3',
        firstSeen: '2026-11-20T10:00:00Z',
        lastSeen: '2026-11-28T10:00:00Z',
      },
      expect.objectContaining({ name: 'Safari · iOS', sessions: 1, live: 0 }),
    ]);
  });
});
