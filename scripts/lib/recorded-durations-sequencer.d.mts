// Types of recorded-durations-sequencer.mjs for the TypeScript Vitest configs that import it.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export declare function recordedSeconds(projectName: string, moduleId: string, recorded?: Record<string, number>): number;

export declare class RecordedDurationsSequencer extends BaseSequencer {
  sort(files: TestSpecification[], recorded?: Record<string, number>): Promise<TestSpecification[]>;
}
