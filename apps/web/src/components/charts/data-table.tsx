import { Table } from '@mantine/core';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  numeric?: boolean;
}

interface DataTableProps<Row> {
  id: string;
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
}

/** A chart's numbers as a table, for reading them exactly and for screen readers. */
export function DataTable<Row>({ id, caption, columns, rows }: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={0} mah={320}>
      <Table id={id} striped withTableBorder captionSide="top" stickyHeader>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
