import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

export function LearnPage() {
  usePageTitle('Learn');
  return (
    <PageHeader
      title="Learn Asynchronous Microservices"
      description="Lesson modules walk you through queues, events and service bindings step by step, with code to run, quizzes and challenges."
    />
  );
}
