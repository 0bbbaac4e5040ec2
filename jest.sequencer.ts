import { readFileSync } from 'node:fs';
import TestSequencerModule from '@jest/test-sequencer';
import { extract, parse } from 'jest-docblock';

// Its types describe its CommonJS build (the class as `default` of the module); Node imports its ES
// build, whose default is the class itself.
const Sequencer = TestSequencerModule as unknown as typeof TestSequencerModule.default;
type Test = Parameters<InstanceType<typeof Sequencer>['sort']>[0][number];

/**
 * Jest's order (files that failed last time first, then the longest by the durations jest keeps,
 * else the largest), with the files whose leading docblock says `@long` ahead of all others. A fresh
 * clone has no durations kept, and a long file started near the end leaves the other worker idle
 * until it is done: the attacks' tree access matrix, for one, is 3 minutes of a 5-minute project.
 */
export default class LongFirstSequencer extends Sequencer {
  async sort(tests: Test[]): Promise<Test[]> {
    const ordered = await super.sort(tests);
    const long = new Set(ordered.filter((test) => 'long' in parse(extract(readFileSync(test.path, 'utf8')))));
    return [...ordered.filter((test) => long.has(test)), ...ordered.filter((test) => !long.has(test))];
  }
}
