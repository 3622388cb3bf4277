interface FormTabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** Two-way switch between the ways of one form (login by password or SMS, register by username or mobile). */
export function FormTabs<T extends string>({ label, tabs, value, onChange }: FormTabsProps<T>) {
  return (
    <div className="form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="form-tabs__tab"
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
