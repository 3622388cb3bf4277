import type { ReactNode } from 'react';

interface ResultActionsProps {
  /** The way on before it: the history, or home to play. */
  children: ReactNode;
  newLabel: string;
  onNew: () => void;
}

/** The buttons under a money result: a way on, then starting another deposit or withdrawal. */
export function ResultActions({ children, newLabel, onNew }: ResultActionsProps) {
  return (
    <div className="button-row money-result__actions">
      {children}
      <button type="button" className="btn btn--outline" onClick={onNew}>
        {newLabel}
      </button>
    </div>
  );
}
