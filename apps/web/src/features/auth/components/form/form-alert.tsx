import { Icon } from '@/components/icon';

/** A refusal that belongs to no single field (wrong credentials, lockout), read out at once. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      <Icon name="alert" size={18} />
      <span>{message}</span>
    </p>
  );
}
