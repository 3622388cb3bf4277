/** A game's last error, read out as an alert; nothing while there is none. */
export function ErrorNote({
  error,
  className = 'studio-error',
}: {
  error: string | null;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p className={className} role="alert">
      {error}
    </p>
  );
}
