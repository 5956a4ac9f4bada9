// What the bar and pie cards share: labelled values, and the table columns that list them.
import { formatNumber } from './chart-format';
import { LABEL_COLUMN, VALUE_COLUMN } from './constants';
import type { DataColumn } from './data-table';

export interface LabelledValue {
  label: string;
  value: number;
}

export interface LabelValueOptions {
  valueFormat?: ((value: number) => string) | undefined;
  /** The data table's headers; 'Label' and 'Value' by default. */
  labelHeader?: string | undefined;
  valueHeader?: string | undefined;
}

/** The options with their defaults, and the table's label and value columns. */
export function labelValueColumns<Row extends LabelledValue>({
  valueFormat = formatNumber,
  labelHeader = LABEL_COLUMN,
  valueHeader = VALUE_COLUMN,
}: LabelValueOptions) {
  const columns: DataColumn<Row>[] = [
    { key: 'label', header: labelHeader },
    { key: 'value', header: valueHeader, format: (value) => valueFormat(Number(value)) },
  ];
  return { valueFormat, valueHeader, columns };
}
