import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QueryFailure } from '@/components/ui/failure-alert';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOpenApiDocument } from '../api/get-openapi';
import {
  API_DOCS_DESCRIPTION,
  API_DOCS_ERROR_TITLE,
  API_DOCS_HEADING,
  API_DOCS_PAGE_TITLE,
  EMPTY_API_DOCS_TEXT,
  FILTER_LABEL,
  FILTER_PLACEHOLDER,
  LOADING_API_DOCS_TEXT,
  NO_MATCHING_ENDPOINTS_TEXT,
  openApiVersionText,
} from '../lib/constants';
import { endpointGroups, filterGroups } from '../lib/endpoints';
import { EndpointList } from './endpoint-list';

/** The API screen: every endpoint of the gateway's OpenAPI document, by service, to read and try. */
export function ApiDocsPage() {
  usePageTitle(API_DOCS_PAGE_TITLE);
  const openApi = useOpenApiDocument();
  const { data: document, error, isPending } = openApi;
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (document ? endpointGroups(document) : []), [document]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);

  return (
    <>
      <PageHeader title={API_DOCS_HEADING} description={API_DOCS_DESCRIPTION} />
      {error ? (
        <QueryFailure title={API_DOCS_ERROR_TITLE} query={openApi} />
      ) : isPending ? (
        <Text c="dimmed" role="status">
          {LOADING_API_DOCS_TEXT}
        </Text>
      ) : groups.length === 0 ? (
        <Text c="dimmed">{EMPTY_API_DOCS_TEXT}</Text>
      ) : (
        <Stack gap="xl">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {openApiVersionText(document.info.title, document.info.version, document.openapi)}
            </Text>
            <TextInput
              label={FILTER_LABEL}
              placeholder={FILTER_PLACEHOLDER}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              maw={420}
              type="search"
            />
          </Stack>
          {shown.length === 0 ? (
            <Text c="dimmed" role="status">
              {NO_MATCHING_ENDPOINTS_TEXT}
            </Text>
          ) : (
            shown.map((group) => <EndpointList key={group.tag} document={document} group={group} />)
          )}
        </Stack>
      )}
    </>
  );
}
