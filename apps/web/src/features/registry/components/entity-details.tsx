import type { RegistryEntity } from '@repo/contracts/registry';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { QueryFailure } from '@/components/ui/failure-alert';
import { useEntity } from '../api/get-entity';
import { useShortlist } from '../hooks/use-shortlist';
import {
  COPIED_FEEDBACK_MS,
  COPIED_LABEL,
  COPY_NZBN_LABEL,
  DETAILS_HEADING,
  DETAILS_LOADING_LABEL,
  ENTITY_FAILED_TITLE,
  ENTITY_NOT_FOUND_TEXT,
  FIELD_LABELS,
  NO_SELECTION_TEXT,
  SAVE_TO_SHORTLIST_LABEL,
} from '../lib/constants';
import { StatusBadge } from './status-badge';

/** A registration date-time as a date in the reader's own locale and time zone. */
function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" component="div">
      <Text component="dt" size="sm" c="dimmed" w="9rem" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function EntityCard({ entity }: { entity: RegistryEntity }) {
  const clipboard = useClipboard({ timeout: COPIED_FEEDBACK_MS });
  const shortlist = useShortlist();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {entity.name}
      </Title>
      <Stack component="dl" gap={4} m={0}>
        <Field label={FIELD_LABELS.nzbn}>
          <Text span ff="monospace">
            {entity.nzbn}
          </Text>
        </Field>
        <Field label={FIELD_LABELS.entityType}>{entity.entityType}</Field>
        <Field label={FIELD_LABELS.status}>
          <StatusBadge status={entity.status} />
        </Field>
        {entity.registrationDate ? (
          <Field label={FIELD_LABELS.registrationDate}>
            {formatLocalDate(entity.registrationDate)}
          </Field>
        ) : null}
        {entity.region ? <Field label={FIELD_LABELS.region}>{entity.region}</Field> : null}
      </Stack>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => clipboard.copy(entity.nzbn)}>
          {clipboard.copied ? COPIED_LABEL : COPY_NZBN_LABEL}
        </Button>
        <Button
          size="xs"
          disabled={shortlist.has(entity.nzbn)}
          onClick={() => shortlist.save(entity)}
        >
          {SAVE_TO_SHORTLIST_LABEL}
        </Button>
      </Group>
    </Stack>
  );
}

interface EntityDetailsProps {
  /** The NZBN chosen with 'View' in the search, if any. */
  nzbn: string | null;
}

/** The 'Entity Details' panel. */
export function EntityDetails({ nzbn }: EntityDetailsProps) {
  const headingId = useId();
  const entity = useEntity(nzbn);
  const { data, isError, isPending } = entity;

  let content: ReactNode;
  if (nzbn === null) content = <Text c="dimmed">{NO_SELECTION_TEXT}</Text>;
  // Only a 404 is 'Entity not found'; any other failure says what it was.
  else if (isError) {
    content = <QueryFailure title={ENTITY_FAILED_TITLE} query={entity} />;
  } else if (isPending) {
    content = (
      <Stack gap="xs" role="status" aria-label={DETAILS_LOADING_LABEL}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  } else if (!data) content = <Text>{ENTITY_NOT_FOUND_TEXT}</Text>;
  else content = <EntityCard entity={data} />;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" miw={0}>
      <Title order={2} size="h3" id={headingId}>
        {DETAILS_HEADING}
      </Title>
      {content}
    </Stack>
  );
}
