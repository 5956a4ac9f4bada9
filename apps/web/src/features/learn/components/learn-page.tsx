import { SimpleGrid, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DrillsCard } from '@/components/ui/drills-card';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { LEARN_HEADING, NO_MODULES_MATCH } from '../lib/learn-text';
import { DIFFICULTIES } from '../lib/module-schema';
import { allTopics, filterModules, MODULE_SUMMARIES, type ModuleFilters } from '../lib/modules';
import { ModuleCard } from './module-card';
import { ModuleFiltersBar } from './module-filters';
import { WhyLearn } from './why-learn';

const TOPICS = allTopics(MODULE_SUMMARIES);

/** The Learn hub: every module, filtered by a search and by difficulty and topic. */
export function LearnPage() {
  usePageTitle('Learn');
  // The filters live in the address, so a reload or the back button keeps them.
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const modules = filterModules(MODULE_SUMMARIES, filters);

  const setFilters = (next: ModuleFilters) => {
    const nextParams = new URLSearchParams();
    if (next.query !== '') nextParams.set('q', next.query);
    if (next.difficulty) nextParams.set('difficulty', next.difficulty);
    if (next.topic) nextParams.set('topic', next.topic);
    setParams(nextParams, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={LEARN_HEADING}
        description="Lesson modules walk you through promises, queues, events and service bindings step by step, with code to run, quizzes and challenges."
      />
      <ModuleFiltersBar filters={filters} topics={TOPICS} onChange={setFilters} />
      {modules.length === 0 ? (
        <Text role="status" c="dimmed" py="xl" ta="center">
          {NO_MODULES_MATCH}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label="Modules">
          {modules.map((learningModule) => (
            <ModuleCard key={learningModule.id} learningModule={learningModule} />
          ))}
        </SimpleGrid>
      )}
      <DrillsCard />
      <WhyLearn />
    </>
  );
}

function filtersFromParams(params: URLSearchParams): ModuleFilters {
  const difficulty = params.get('difficulty');
  const topic = params.get('topic');
  return {
    query: params.get('q') ?? '',
    difficulty: DIFFICULTIES.find((value) => value === difficulty),
    topic: topic !== null && TOPICS.includes(topic) ? topic : undefined,
  };
}
