import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs a lane's files in order of name, every time: Vitest's own order follows the last run's
 * times and failures, so an order that let one file's state reach the next could change from
 * one run to another.
 */
export class ByNameSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}
