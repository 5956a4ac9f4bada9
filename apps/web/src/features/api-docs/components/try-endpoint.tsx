import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { HttpMethod } from '@/lib/http';
import type { Endpoint } from '../lib/endpoints';
import {
  BODY_LABEL,
  invalidBodyText,
  missingParametersText,
  RESET_BODY_LABEL,
  SEND_LABEL,
  TRY_HEADING,
  TRY_NETWORK_ERROR_TEXT,
} from '../lib/constants';
import type { OpenApiDocument } from '../lib/openapi-document';
import { exampleOf } from '../lib/schema-text';
import { parseBody, targetUrl, tryEndpoint } from '../lib/try-request';
import { TryAnswer } from './try-answer';

interface TryEndpointProps {
  document: OpenApiDocument;
  endpoint: Endpoint;
}

function initialBody(document: OpenApiDocument, endpoint: Endpoint): string {
  const body = endpoint.requestBody;
  if (body === undefined) return '';
  const example = body.example ?? exampleOf(document, body.schema);
  return JSON.stringify(example, null, 2);
}

/** A form for an endpoint's path and query parameters and JSON body, and the answer it got. */
export function TryEndpoint({ document, endpoint }: TryEndpointProps) {
  const headingId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() => initialBody(document, endpoint));
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useMutation({
    mutationFn: ({ url, json }: { url: string; json: unknown }) =>
      tryEndpoint(endpoint.method.toUpperCase() as HttpMethod, url, json),
  });
  const fields = endpoint.parameters.filter((item) => item.in === 'path' || item.in === 'query');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = targetUrl(endpoint, values);
    if ('missing' in target) {
      setProblem(missingParametersText(target.missing));
      return;
    }
    const parsed = endpoint.requestBody ? parseBody(body) : { ok: true as const, json: undefined };
    if (!parsed.ok) {
      setProblem(invalidBodyText(parsed.error));
      return;
    }
    setProblem(null);
    attempt.mutate({ url: target.url, json: parsed.json });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        {TRY_HEADING}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {fields.map((item) => (
            <TextInput
              key={`${item.in}-${item.name}`}
              label={`${item.name} (${item.in})`}
              description={item.description}
              required={item.required}
              value={values[item.name] ?? ''}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setValues((current) => ({ ...current, [item.name]: value }));
              }}
              ff="monospace"
            />
          ))}
          {endpoint.requestBody ? (
            <Textarea
              label={BODY_LABEL}
              required={endpoint.requestBody.required}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              rows={8}
              resize="vertical"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          ) : null}
          {problem === null ? null : (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" loading={attempt.isPending}>
              {SEND_LABEL}
            </Button>
            {endpoint.requestBody ? (
              <Button variant="default" onClick={() => setBody(initialBody(document, endpoint))}>
                {RESET_BODY_LABEL}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      {attempt.isError ? (
        <Text size="sm" c="red" role="alert">
          {TRY_NETWORK_ERROR_TEXT}
        </Text>
      ) : null}
      {attempt.data ? <TryAnswer result={attempt.data} /> : null}
    </Stack>
  );
}
