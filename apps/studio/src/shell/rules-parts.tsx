import type { ReactNode } from 'react';

/** Plain paragraphs of a rule sheet, one a text key, in order. */
export function RuleParagraphs<K extends string>({ t, keys }: { t: (key: K) => string; keys: readonly K[] }) {
  return keys.map((key) => <p key={key}>{t(key)}</p>);
}

/** A rule sheet's table: a row of column titles, then the body rows the game draws. */
export function RulesTable({
  columns,
  className,
  testId,
  children,
}: {
  columns: readonly ReactNode[];
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
