import type { PaytableRow } from '@ficha/games/slots/paytable';
import type { ReactNode } from 'react';
import { useStudio } from '../../shell/studio-context.tsx';
import { multiplierText } from './slot-format.ts';
import type { SlotDefinition } from './slot-types.ts';
import './slots.css';
import './slot-rules.css';

/** A paytable with each symbol's art: one column per paying count. */
export function PaytableTable({
  slot,
  rows,
  caption,
}: {
  slot: SlotDefinition<never>;
  rows: readonly PaytableRow[];
  caption: string;
}) {
  const { language } = useStudio();
  const counts = [...new Set(rows.flatMap((row) => row.pays.map((pay) => pay.count)))].sort((a, b) => a - b);
  const { Art, ArtDefs } = slot;
  return (
    <>
      <ArtDefs />
      <table className="paytable">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-label="symbol" />
            {counts.map((count) => (
              <th key={count} scope="col">
                {count}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.symbol}>
              <th scope="row" className="paytable__symbol">
                <Art symbol={row.symbol} />
                <span>{slot.symbols[row.symbol]?.names[language]}</span>
              </th>
              {counts.map((count) => {
                const pay = row.pays.find((entry) => entry.count === count);
                return <td key={count}>{pay ? multiplierText(pay.payoutE4, language) : '–'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A symbol with its role, for the wild and scatter paragraphs. */
export function SymbolNote({
  slot,
  symbol,
  children,
}: {
  slot: SlotDefinition<never>;
  symbol: number;
  children: ReactNode;
}) {
  const { Art } = slot;
  return (
    <div className="rules-symbol">
      <Art symbol={symbol} />
      <p>{children}</p>
    </div>
  );
}
