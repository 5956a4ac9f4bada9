import type { RegistryEntity } from '@repo/contracts/registry';
import { Skeleton, Stack, Text } from '@mantine/core';
import { FailureAlert } from '@/components/ui/failure-alert';
import {
  EMPTY_QUERY_TEXT,
  NO_RESULTS_TEXT,
  SEARCH_FAILED_TITLE,
  RESULTS_LIST_LABEL,
  SEARCH_LOADING_LABEL,
  SEARCH_SKELETON_ROWS,
} from '../lib/constants';
import { SearchResultRow } from './search-result-row';

const LIST_MAX_HEIGHT = 420;
const SKELETON_ROW_HEIGHT = 88;

export type SearchResultsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retrying: boolean; retry: () => void }
  | { kind: 'results'; items: RegistryEntity[]; stale: boolean };

interface SearchResultsProps {
  state: SearchResultsState;
  isSaved: (nzbn: string) => boolean;
  onView: (nzbn: string) => void;
  onSave: (entity: RegistryEntity) => void;
}

export function SearchResults({ state, isSaved, onView, onSave }: SearchResultsProps) {
  if (state.kind === 'idle') return <Text c="dimmed">{EMPTY_QUERY_TEXT}</Text>;

  if (state.kind === 'loading') {
    return (
      <Stack gap="xs" role="status" aria-label={SEARCH_LOADING_LABEL}>
        {Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => (
          <Skeleton
            key={index}
            height={SKELETON_ROW_HEIGHT}
            radius="md"
            data-testid="skeleton-row"
          />
        ))}
      </Stack>
    );
  }

  if (state.kind === 'failed') {
    return (
      <FailureAlert
        title={SEARCH_FAILED_TITLE}
        error={state.error}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  }

  if (state.items.length === 0) return <Text c="dimmed">{NO_RESULTS_TEXT}</Text>;

  return (
    <Stack
      component="ul"
      aria-label={RESULTS_LIST_LABEL}
      aria-busy={state.stale}
      gap="xs"
      p={0}
      m={0}
      mah={LIST_MAX_HEIGHT}
      style={{ listStyle: 'none', overflowY: 'auto', opacity: state.stale ? 0.6 : 1 }}
    >
      {state.items.map((entity) => (
        <SearchResultRow
          key={entity.nzbn}
          entity={entity}
          saved={isSaved(entity.nzbn)}
          onView={onView}
          onSave={onSave}
        />
      ))}
    </Stack>
  );
}
