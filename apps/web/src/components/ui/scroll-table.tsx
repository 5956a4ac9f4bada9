import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { HorizontalScroll } from './horizontal-scroll';

export interface TableColumn {
  label: ReactNode;
  align?: 'right';
}

interface ScrollTableProps extends TableProps {
  /** Below this width the table scrolls sideways inside its box instead of squeezing. */
  minWidth: number;
  /** Names the scroll box, and the table unless `aria-labelledby` names it. */
  label: string;
  columns: readonly (string | TableColumn)[];
  /** The rows. */
  children: ReactNode;
}

/** A striped table with its column heads, scrolling sideways where it does not fit. */
export function ScrollTable({ minWidth, label, columns, children, ...table }: ScrollTableProps) {
  return (
    <HorizontalScroll minWidth={minWidth} label={label}>
      <Table
        aria-label={table['aria-labelledby'] === undefined ? label : undefined}
        striped
        highlightOnHover
        {...table}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              const { label: text, align } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <Table.Th key={index} scope="col" ta={align}>
                  {text}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}
