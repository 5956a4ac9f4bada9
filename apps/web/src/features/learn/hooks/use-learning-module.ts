// A module's sections, fetched once per page load: its chunk does not change while the app is
// open, and a chunk that failed to load would fail again until the page is reloaded.
import { useQuery } from '@tanstack/react-query';
import { loadModule } from '../content/module-loaders';

export function useLearningModule(moduleId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['learn', 'module', moduleId] as const,
    queryFn: () => loadModule(moduleId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
