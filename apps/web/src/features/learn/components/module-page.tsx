import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { usePageTitle } from '@/hooks/use-page-title';
import { findModule } from '../lib/modules';
import { ModuleBreadcrumbs } from './module-breadcrumbs';

export function ModulePage() {
  const { moduleId = '' } = useParams();
  const learningModule = findModule(moduleId);
  usePageTitle(learningModule?.title ?? 'Module Not Found');

  if (!learningModule) {
    return (
      <>
        <ModuleBreadcrumbs current={moduleId} />
        <PageHeader
          title="Module Not Found"
          description="The learning module you're looking for doesn't exist"
        />
        <Anchor component={Link} to={ROUTES.learn}>
          Back to Learning Hub
        </Anchor>
      </>
    );
  }

  return (
    <>
      <ModuleBreadcrumbs current={learningModule.title} />
      <PageHeader title={learningModule.title} description={learningModule.description} />
    </>
  );
}
