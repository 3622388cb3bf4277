import type { ReactNode } from 'react';

interface ChipProps {
  /** Whether this is the current choice. */
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One choice of a chip row (a vendor, a classification, a period), pressed while it is chosen. */
export function Chip({ pressed, onClick, children }: ChipProps) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
