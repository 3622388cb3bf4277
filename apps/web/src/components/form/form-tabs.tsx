interface FormTabsProps<T extends string> {
  label: string;
  /** Each way's label, by its id, in the order shown. */
  tabs: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}

/** Two-way switch between the ways of one form (login by password or SMS, register by username or mobile). */
export function FormTabs<T extends string>({ label, tabs, value, onChange }: FormTabsProps<T>) {
  return (
    <div className="form-tabs" role="tablist" aria-label={label}>
      {(Object.entries(tabs) as Array<[T, string]>).map(([id, tabLabel]) => (
        <button
          key={id}
          type="button"
          role="tab"
          className="form-tabs__tab"
          aria-selected={id === value}
          onClick={() => onChange(id)}
        >
          {tabLabel}
        </button>
      ))}
    </div>
  );
}
