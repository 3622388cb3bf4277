import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids (aria-controls / aria-labelledby). */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  current: T;
  onChange: (id: T) => void;
}

export function tabId(prefix: string, id: string): string {
  return `${prefix}-tab-${id}`;
}

export function panelId(prefix: string, id: string): string {
  return `${prefix}-panel-${id}`;
}

/** WAI-ARIA tabs: arrow keys move between them, the panel names its tab. */
export function Tabs<T extends string>({ idPrefix, label, tabs, current, onChange }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className="pill-tabs" role="tablist" aria-label={label} onKeyDown={handleKey}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-selected={tab.id === current}
          // Only the shown tab's panel exists (the others are not rendered).
          aria-controls={tab.id === current ? panelId(idPrefix, tab.id) : undefined}
          tabIndex={tab.id === current ? 0 : -1}
          className="pill-tabs__tab"
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className="money-tab-panel state-card"
    >
      {children}
    </div>
  );
}
