import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkedBy, encodeMessage, says, useZodForm } from '@/lib/form';
import { renderWithProviders } from '@/test/render';
import { Form } from './form';
import { FORM_ERROR, FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

type Values = { name: string; secret: string };

const schema = checkedBy<Values>((values) => ({
  name: values.name ? undefined : says('usernameRequired'),
  secret: values.secret ? undefined : says('passwordRequired'),
}));

function Example() {
  const form = useZodForm(schema, { name: '', secret: '' });
  return (
    <Form
      form={form}
      onSubmit={() =>
        form.setError(FORM_ERROR, { message: encodeMessage({ key: 'error.INVALID_CREDENTIALS' }) })
      }
    >
      <TextField name="name" label="Name" hint="As on your ID." />
      <PasswordField name="secret" label="Secret" />
      <FormAlert />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

describe('the form layer', () => {
  it('shows the hint, then the error in its place, read out and tied to the input', async () => {
    const { user } = renderWithProviders(<Example />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('As on your ID.').id);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const error = await screen.findByText('Enter your username');
    expect(error.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('As on your ID.')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('shows and hides a password with its own toggle', async () => {
    const { user } = renderWithProviders(<Example />);
    const secret = screen.getByLabelText('Secret');
    expect(secret.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(secret.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a refusal of the whole form above the button', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Secret'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
  });
});
