import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { FeedbackForm } from './feedback-form';

// Spec section 2 'Feedback screen': "Question type picker (bottom popup), content description,
// captcha. Submit is disabled while the content is empty." Section 5: "content 20 to 200
// characters (label shows the range, counter length/200) ... captcha required (in_vwrite_code)".
// Section 8: "Feedback success: alert with message sent_success".

vi.mock('@/features/auth', async () => {
  const { TextField } = await import('@/components/form');
  return {
    useCaptcha: () => ({ data: { captchaKey: 'key-1', image: '' }, refetch: vi.fn(), isFetching: false }),
    CaptchaField: ({ name }: { name: string }) => <TextField name={name} label="Captcha" />,
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TWENTY_TWO = 'My deposit is missing';

describe('FeedbackForm', () => {
  it('keeps submit disabled while the description is empty, and counts length/200', async () => {
    stubApi({});
    const { user } = renderWithProviders(<FeedbackForm />);
    const submit = screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Description (20-200)')).toBeTruthy();
    expect(screen.getByTestId('feedback-counter').textContent).toBe('0/200');
    await user.type(screen.getByLabelText('Description (20-200)'), 'Hello');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('5/200');
    expect(submit.disabled).toBe(false);
  });

  it('asks for a question type, 20 to 200 characters and the captcha before sending anything', async () => {
    const api = stubApi({ 'PUT /wps/feedback': { value: null } });
    const { user } = renderWithProviders(<FeedbackForm />);
    await user.type(screen.getByLabelText('Description (20-200)'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findAllByText('Choose a question type')).not.toHaveLength(0);
    expect(screen.getByText('Between 20 and 200 characters')).toBeTruthy();
    expect(screen.getByLabelText('Description (20-200)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the verification code')).toBeTruthy();
    expect(sentBodies(api, 'PUT /wps/feedback')).toEqual([]);
  });

  it('sends type, content and captcha, then shows sent_success', async () => {
    const api = stubApi({ 'PUT /wps/feedback': { value: null } });
    const { user } = renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByRole('button', { name: 'Question type' }));
    await user.click(await screen.findByRole('button', { name: 'Withdrawal issues' }));
    expect(screen.getByRole('button', { name: 'Question type' }).textContent).toContain('Withdrawal issues');
    await user.type(screen.getByLabelText('Description (20-200)'), `${TWENTY_TWO} since yesterday`);
    await user.type(screen.getByLabelText('Captcha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Sent successfully')).toBeTruthy();
    expect(sentBodies(api, 'PUT /wps/feedback')).toEqual([
      {
        type: 2,
        content: `${TWENTY_TWO} since yesterday`,
        sender: '',
        captcha: '1234',
        captchaKey: 'key-1',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('feedback-counter').textContent).toBe('0/200'));
  });

  it('puts a wrong captcha under its field', async () => {
    stubApi({ 'PUT /wps/feedback': { error: 'INVALID_CAPTCHA', message: 'Verification code error' } });
    const { user } = renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByRole('button', { name: 'Question type' }));
    await user.click(await screen.findByRole('button', { name: 'Other issues' }));
    await user.type(screen.getByLabelText('Description (20-200)'), `${TWENTY_TWO} since yesterday`);
    await user.type(screen.getByLabelText('Captcha'), '9999');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(/verification code|Verification code/)).toBeTruthy();
    expect(screen.queryByText('Sent successfully')).toBeNull();
  });
});
