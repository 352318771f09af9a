/**
 * The "Try Without Account" splash timing of SPEC.md §2/§9: +2% every 60 ms, a new step text every 1 s,
 * about 3 s in all, then one call to onDone. The React hook is a thin binding over `startSplashClock`
 * (its live behaviour is also exercised by the TrySplash "Live" story in the browser).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SPLASH_FINISH_HOLD_MS,
  SPLASH_TOTAL_MS,
  splashStateAt,
  startSplashClock,
  type SplashState,
} from './useSplashProgress';

describe('splashStateAt', () => {
  it('starts empty on the first step', () => {
    expect(splashStateAt(0)).toEqual({ progress: 0, step: 0, complete: false });
  });

  it('adds 2% for every full 60 ms', () => {
    expect(splashStateAt(59).progress).toBe(0);
    expect(splashStateAt(60).progress).toBe(2);
    expect(splashStateAt(600).progress).toBe(20);
    expect(splashStateAt(1500).progress).toBe(50);
  });

  it('changes the step text every second, through four steps', () => {
    expect(splashStateAt(999).step).toBe(0);
    expect(splashStateAt(1000).step).toBe(1);
    expect(splashStateAt(2000).step).toBe(2);
    expect(splashStateAt(3000).step).toBe(3);
  });

  it('is full after 3 s and never passes 100% or the last step', () => {
    expect(splashStateAt(2999)).toMatchObject({ progress: 98, complete: false });
    expect(splashStateAt(3000)).toEqual({ progress: 100, step: 3, complete: true });
    expect(splashStateAt(60_000)).toEqual({ progress: 100, step: 3, complete: true });
  });

  it('treats a negative time as the start', () => {
    expect(splashStateAt(-500)).toEqual(splashStateAt(0));
  });
});

describe('startSplashClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function run() {
    const states: SplashState[] = [];
    const onDone = vi.fn();
    const stop = startSplashClock({ onChange: (state) => states.push(state), onDone });
    return { states, onDone, stop, latest: () => states.at(-1) };
  }

  it('reports the state of the pure timing function as time passes', () => {
    const { latest, stop } = run();
    vi.advanceTimersByTime(60);
    expect(latest()).toEqual({ progress: 2, step: 0, complete: false });
    vi.advanceTimersByTime(1020 - 60);
    expect(latest()).toEqual(splashStateAt(1020));
    vi.advanceTimersByTime(2040 - 1020);
    expect(latest()).toEqual({ progress: 68, step: 2, complete: false });
    stop();
  });

  it('calls onDone exactly once, about 3 s after the start', () => {
    const { onDone, latest } = run();
    vi.advanceTimersByTime(3000);
    expect(latest()).toEqual({ progress: 100, step: 3, complete: true });
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SPLASH_FINISH_HOLD_MS);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(SPLASH_TOTAL_MS).toBeGreaterThanOrEqual(3000);
    expect(SPLASH_TOTAL_MS).toBeLessThanOrEqual(3500);
  });

  it('stops all timers when stopped (unmount): no more updates and no onDone', () => {
    const { states, onDone, stop } = run();
    vi.advanceTimersByTime(1000);
    const seen = states.length;
    stop();
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(seen);
    expect(onDone).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopping during the final hold still prevents onDone', () => {
    const { onDone, stop } = run();
    vi.advanceTimersByTime(3000 + SPLASH_FINISH_HOLD_MS - 1);
    stop();
    vi.advanceTimersByTime(1000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
