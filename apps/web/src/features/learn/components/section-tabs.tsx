import { Tabs, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SECTION_TAB_COMPLETED } from '../lib/learn-text';
import type { SectionSummary } from '../lib/module-summary';
import classes from './section-tabs.module.css';

// The current tab scrolled into the row's view, without moving the page.
function keepInView(tab: HTMLButtonElement | null) {
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

interface SectionTabsProps {
  sections: readonly SectionSummary[];
  /** The tab shown as current; undefined when the address names a section that does not exist. */
  current: number | undefined;
  isComplete: (index: number) => boolean;
  onSelect: (index: number) => void;
  /** The current section's content; rendered in its tab panel. */
  children: ReactNode;
}

/**
 * Sticky tabs, 'Section N' over each section's title and a tick on each done one, over the
 * current section. On a narrow screen the row scrolls sideways and keeps the current tab in view.
 */
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
      <Tabs.List className={classes.list}>
        {sections.map((section, index) => (
          <Tabs.Tab
            key={section.id}
            value={String(index)}
            ref={index === current ? keepInView : undefined}
            rightSection={
              isComplete(index) ? (
                <IconCircleCheckFilled size={16} color="var(--mantine-color-green-6)" aria-hidden />
              ) : null
            }
          >
            {/* Its name is what it shows: 'Section 2: Promises, completed'. */}
            <span className={classes.number}>Section {index + 1}</span>
            <VisuallyHidden>:</VisuallyHidden>{' '}
            <span className={classes.title}>{section.title}</span>
            {isComplete(index) ? <VisuallyHidden>{SECTION_TAB_COMPLETED}</VisuallyHidden> : null}
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
