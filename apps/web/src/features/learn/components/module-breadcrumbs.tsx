import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@/config/routes';

/** Dashboard / Learn / {current}: the way back from a lesson. */
export function ModuleBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="lg" styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} to={ROUTES.dashboard}>
          Dashboard
        </Anchor>
        <Anchor component={Link} to={ROUTES.learn}>
          Learn
        </Anchor>
        <Text aria-current="page" style={{ overflowWrap: 'anywhere' }}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
