import { Button, Text } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

// A page chunk that failed to load (often: a deploy replaced it) stays failed inside
// React.lazy, so only a full reload can fetch it again.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** A route's errorElement: says what failed and renders the route again on request. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  const tryAgain = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // React Router clears a route's error when the location changes; navigating to the same
    // URL gives a new location (revalidate() alone does not reset a render error).
    void navigate(location, { replace: true, preventScrollReset: true });
  };

  return (
    <ErrorAlert title="Something went wrong">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {describeError(error)}
      </Text>
      <Button mt="md" color="red" variant="outline" onClick={tryAgain}>
        Try again
      </Button>
    </ErrorAlert>
  );
}
