import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ErrorRetry } from './error-retry';

describe('ErrorRetry', () => {
  it("shows the code's translated message and retries on a tap", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ErrorRetry error={new ApiError('NETWORK_ERROR', 'offline', 0)} onRetry={onRetry} isRetrying={false} />,
    );
    expect(screen.getByText('No connection. Check your internet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be tapped again while the retry runs', () => {
    renderWithProviders(<ErrorRetry error={new Error('x')} onRetry={() => {}} isRetrying />);
    expect(screen.getByText('Unknown error')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
