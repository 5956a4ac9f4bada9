import { Badge } from '@mantine/core';
import type { HttpMethodName } from '../lib/openapi-document';

const METHOD_COLORS: Record<HttpMethodName, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'grape',
  delete: 'red',
};

/** An endpoint's method, in capitals, in its colour. */
export function MethodBadge({ method }: { method: HttpMethodName }) {
  return (
    <Badge
      color={METHOD_COLORS[method]}
      variant="light"
      radius="sm"
      w={72}
      style={{ flex: 'none' }}
    >
      {method.toUpperCase()}
    </Badge>
  );
}
