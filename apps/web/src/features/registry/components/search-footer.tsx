import { SEARCH_PAGE_SIZES } from '@repo/contracts/registry';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  EXPORT_CSV_LABEL,
  NEXT_LABEL,
  PAGE_SIZE_LABEL,
  pageText,
  PREV_LABEL,
  totalText,
} from '../lib/constants';
import { pageSizeSchema, type SearchPageSize } from '../lib/search-preferences';

const PAGE_SIZE_OPTIONS = SEARCH_PAGE_SIZES.map(String);

interface SearchFooterProps {
  /** Already formatted: '1,234' or '10,000+'. */
  total: string;
  page: number;
  pages: number;
  pageSize: SearchPageSize;
  canExport: boolean;
  onExport: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: SearchPageSize) => void;
}

export function SearchFooter(props: SearchFooterProps) {
  const { total, page, pages, pageSize, canExport, onExport, onPageChange, onPageSizeChange } =
    props;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          {totalText(total)}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={!canExport}
          onClick={onExport}
        >
          {EXPORT_CSV_LABEL}
        </Button>
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {PREV_LABEL}
        </Button>
        <Text size="sm">{pageText(page, pages)}</Text>
        <Button
          size="xs"
          variant="default"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {NEXT_LABEL}
        </Button>
        <Select
          size="xs"
          w={80}
          aria-label={PAGE_SIZE_LABEL}
          data={PAGE_SIZE_OPTIONS}
          value={String(pageSize)}
          onChange={(value) => {
            const parsed = pageSizeSchema.safeParse(value ?? '');
            if (parsed.success) onPageSizeChange(parsed.data);
          }}
          allowDeselect={false}
        />
      </Group>
    </Group>
  );
}
