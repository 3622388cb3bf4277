import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * A framed set of tabs, the first one open. `keepMounted={false}` renders only the open panel
 * (for panels that load their own data).
 */
export function PanelTabs({ tabs, keepMounted = true }: { tabs: PanelTab[]; keepMounted?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Tabs defaultValue={tabs[0]?.value} keepMounted={keepMounted}>
        <Tabs.List mb="xs">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
