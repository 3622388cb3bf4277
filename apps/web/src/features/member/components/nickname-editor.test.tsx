import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { NicknameEditor } from './nickname-editor';

afterEach(() => vi.unstubAllGlobals());

describe('NicknameEditor', () => {
  it("shows the server's rule message when it refuses, then saves", async () => {
    let refuse = true;
    stubApi({
      'PUT /wps/member/info/nickname': () =>
        refuse
          ? { error: 'FIELD_INVALID', value: { field: 'nickname', message: 'Nickname: 2 to 20 characters.' } }
          : { value: { nickname: 'Ana' } },
    });
    const { user } = renderWithProviders(<NicknameEditor nickname="" />);
    await user.click(screen.getByRole('button', { name: 'Edit nickname' }));
    await user.type(screen.getByLabelText('Nickname'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nickname: 2 to 20 characters.');
    refuse = false;
    await user.type(screen.getByLabelText('Nickname'), 'na');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname saved')).toBeTruthy();
    expect(screen.queryByLabelText('Nickname')).toBeNull();
  });
});
