import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');

  return (
    <>
      <PageHeader title="Page not found" />
      <Text mb="md" style={{ overflowWrap: 'anywhere' }}>
        There is no page at{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        .
      </Text>
      <Anchor component={Link} to={ROUTES.dashboard}>
        Back to Dashboard
      </Anchor>
    </>
  );
}
