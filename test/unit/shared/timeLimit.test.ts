import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/shared/errors.js';
import { runWithTimeLimit, TimeLimitExceeded, timeLimitMs } from '../../../src/shared/timeLimit.js';

describe('runWithTimeLimit', () => {
  it('stops a task that never ends, even one defined outside the watched script', () => {
    const endless = new Function('while (true) {}') as () => void;
    expect(() => runWithTimeLimit(endless, 100)).toThrow(new TimeLimitExceeded(100));
    expect(new TimeLimitExceeded(1500).message).toBe('stopped after 1.5 s');
  });

  it("returns the task's result and passes its own errors on unchanged", () => {
    expect(runWithTimeLimit(() => 'done', 1000)).toBe('done');
    const failure = new TypeError('bad');
    expect(() =>
      runWithTimeLimit(() => {
        throw failure;
      }, 1000),
    ).toThrow(failure);
  });
});

describe('timeLimitMs', () => {
  it('is 60 s unless DOCSITE_TIME_LIMIT gives seconds', () => {
    expect(timeLimitMs({})).toBe(60_000);
    expect(timeLimitMs({ DOCSITE_TIME_LIMIT: '2.5' })).toBe(2_500);
  });

  it('refuses a limit that is not a positive number of seconds', () => {
    expect(() => timeLimitMs({ DOCSITE_TIME_LIMIT: 'soon' })).toThrow('DOCSITE_TIME_LIMIT: expected a number of seconds above 0, got "soon"');
    expect(() => timeLimitMs({ DOCSITE_TIME_LIMIT: '0' })).toThrow(ConfigError);
  });
});
