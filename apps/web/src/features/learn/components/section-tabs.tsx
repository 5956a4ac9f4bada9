import { Tabs } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SectionSummary } from '../lib/module-summary';

interface SectionTabsProps {
  sections: readonly SectionSummary[];
  /** The tab shown as current; undefined when the address names a section that does not exist. */
  current: number | undefined;
  isComplete: (index: number) => boolean;
  onSelect: (index: number) => void;
  /** The current section's content; rendered in its tab panel. */
  children: ReactNode;
}

/** Sticky 'Section N' tabs, a tick on each completed one, over the current section. */
export function SectionTabs({
  sections,
  current,
  isComplete,
  onSelect,
  children,
}: SectionTabsProps) {
  return (
    <Tabs
      value={current === undefined ? null : String(current)}
      onChange={(value) => value !== null && onSelect(Number(value))}
      keepMounted={false}
    >
      <Tabs.List
        style={{
          position: 'sticky',
          top: 'var(--app-shell-header-offset, 0rem)',
          zIndex: 2,
          background: 'var(--mantine-color-body)',
        }}
      >
        {sections.map((section, index) => (
          <Tabs.Tab
            key={section.id}
            value={String(index)}
            title={section.title}
            aria-label={`Section ${index + 1}${isComplete(index) ? ', completed' : ''}`}
            rightSection={
              isComplete(index) ? (
                <IconCircleCheckFilled size={16} color="var(--mantine-color-green-6)" aria-hidden />
              ) : null
            }
          >
            Section {index + 1}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section, index) => (
        <Tabs.Panel key={section.id} value={String(index)} pt="lg">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
