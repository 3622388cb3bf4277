import { useFormState } from 'react-hook-form';
import { Icon } from '@/components/icon';
import { useMessageText } from './message-text';

/** The key of a refusal that belongs to no single field: `form.setError(FORM_ERROR, ...)`. */
export const FORM_ERROR = 'root.server' as const;

/** A refusal that belongs to no single field (wrong credentials, lockout), read out at once. */
export function FormAlert() {
  const messageText = useMessageText();
  const { errors } = useFormState();
  const message = messageText(errors.root?.server?.message);
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      <Icon name="alert" size={18} />
      <span>{message}</span>
    </p>
  );
}
