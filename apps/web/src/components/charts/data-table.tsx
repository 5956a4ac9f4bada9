import { Table } from '@mantine/core';

/** One column of a chart's data table: which field of the row, its header, and how it reads. */
export interface DataColumn<Row> {
  key: keyof Row & string;
  header: string;
  /** How the field's value reads; by default as it is. */
  format?(value: Row[keyof Row & string]): string;
}

function cellText<Row>(column: DataColumn<Row>, row: Row): string {
  const value = row[column.key];
  return column.format ? column.format(value) : String(value ?? '');
}

interface DataTableProps<Row> {
  id: string;
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
}

/** A chart's numbers as a table, for reading them exactly and for screen readers. */
export function DataTable<Row>({ id, caption, columns, rows }: DataTableProps<Row>) {
  // Numbers line up on the right.
  const align = (column: DataColumn<Row>) =>
    rows.some((row) => typeof row[column.key] === 'number') ? 'right' : undefined;
  return (
    <Table.ScrollContainer minWidth={0} mah={320}>
      <Table id={id} striped withTableBorder captionSide="top" stickyHeader>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={align(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={align(column)}>
                  {cellText(column, row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
