import type { ReactNode } from 'react';

/** One labelled value of a money card's description list (order, status, balance ...). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
