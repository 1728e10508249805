import { describe, expect, it } from 'vitest';
import { runInSlices } from '../../../theme/client/slices';

/** A clock that each step moves on by its own cost, and a yield that records where it happened. */
function harness(costs: number[]) {
  let time = 0;
  const log: string[] = [];
  const steps = costs.map((cost, index) => () => {
    log.push(`step ${index}`);
    time += cost;
  });
  const options = { budgetMs: 4, now: () => time, yieldToBrowser: async () => void log.push('yield') };
  return { steps, options, log };
}

describe('runInSlices: start-up in short tasks (issue 23, Lighthouse mobile blocking time)', () => {
  it('runs every step in order and yields once the task has run its budget, not before', async () => {
    const { steps, options, log } = harness([1, 1, 3, 1, 5, 0.5]);
    await runInSlices(steps, options);
    expect(log).toEqual(['step 0', 'step 1', 'step 2', 'yield', 'step 3', 'step 4', 'yield', 'step 5']);
  });

  it('never yields when the steps fit in one budget', async () => {
    const { steps, options, log } = harness([1, 1, 1]);
    await runInSlices(steps, options);
    expect(log).toEqual(['step 0', 'step 1', 'step 2']);
  });

  it('stops at a step that throws and rejects with its error', async () => {
    const { steps: [first, second], options, log } = harness([1, 1]);
    const failing = () => {
      throw new Error('broken step');
    };
    await expect(runInSlices([first!, failing, second!], options)).rejects.toThrow('broken step');
    expect(log).toEqual(['step 0']);
  });
});
