import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressBar, PROGRESS, trickle, type ProgressElement } from '../../../theme/client/progress';

function fakeBar() {
  const attributes = new Map<string, string>();
  const element: ProgressElement & { attributes: Map<string, string> } = {
    hidden: true,
    style: { transform: '', opacity: '' },
    attributes,
    setAttribute: (name, value) => void attributes.set(name, value),
  };
  return element;
}

describe('progress bar (spec 9: delay 200 ms, minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants', () => {
    expect(PROGRESS).toMatchObject({ delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 });
  });

  it('stays hidden for loads shorter than 200 ms', () => {
    const element = fakeBar();
    const bar = createProgressBar(element, () => 0.5);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(2000);
    expect(element.hidden).toBe(true);
    expect(element.attributes.size).toBe(0);
  });

  it('appears at 200 ms at the minimum, trickles every 800 ms, then fills, fades and hides', () => {
    const element = fakeBar();
    const bar = createProgressBar(element, () => 1);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(element.hidden).toBe(false);
    expect(element.style.transform).toBe('scaleX(0.08)');
    expect(element.attributes.get('aria-valuenow')).toBe('8');
    vi.advanceTimersByTime(800);
    expect(element.style.transform).toBe('scaleX(0.1)');
    vi.advanceTimersByTime(1600);
    expect(element.attributes.get('aria-valuenow')).toBe('14');
    bar.done();
    expect(element.style.transform).toBe('scaleX(1)');
    vi.advanceTimersByTime(200);
    expect(element.style.opacity).toBe('0');
    expect(element.hidden).toBe(false);
    vi.advanceTimersByTime(200);
    expect(element.hidden).toBe(true);
  });

  it('never completes on its own', () => {
    let value: number = PROGRESS.minimum;
    for (let step = 0; step < 1000; step++) value = trickle(value, 1);
    expect(value).toBe(0.994);
    expect(trickle(0.5, 0)).toBe(0.5);
  });
});
