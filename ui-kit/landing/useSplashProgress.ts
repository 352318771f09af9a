/**
 * The clock of the "Try Without Account" splash (SPEC.md §2 landing page, §9 Splash): progress grows
 * +2% every 60 ms and the step text changes every 1 s, so the bar is full after 3 s; then, after a short
 * hold that lets the last step ("all set") be read, `onDone` fires once. The timing math is a pure
 * function (`splashStateAt`) so it can be tested without React; `startSplashClock` drives it with timers
 * and `useSplashProgress` binds that clock to a component's lifetime.
 */
import { useEffect, useRef, useState } from 'react';
import { SPLASH } from '../../contract/constants';

/** Progress tick: every 60 ms the bar grows by 2 percentage points (SPEC.md §9 Splash). */
export const SPLASH_TICK_MS = SPLASH.tickMs;
export const SPLASH_PROGRESS_PER_TICK = SPLASH.tickPercent;
/** The step text changes every second (SPEC.md §9 Splash). */
export const SPLASH_STEP_MS = SPLASH.stepMs;
/** Four steps: 0..3. */
export const SPLASH_STEP_COUNT = SPLASH.steps;
/**
 * After the bar reaches 100% (50 ticks = 3000 ms, "about 3 s") the final step stays on screen this long
 * before `onDone`; without it the last step would be replaced by the next page in the same frame.
 */
export const SPLASH_FINISH_HOLD_MS = 300;

export interface SplashState {
  /** 0–100, in steps of 2. */
  progress: number;
  /** 0 … SPLASH_STEP_COUNT − 1. */
  step: number;
  /** True once the bar is full. */
  complete: boolean;
}

/** The splash state `elapsedMs` after it started. */
export function splashStateAt(elapsedMs: number): SplashState {
  const elapsed = Math.max(0, elapsedMs);
  const ticks = Math.floor(elapsed / SPLASH_TICK_MS);
  const progress = Math.min(100, ticks * SPLASH_PROGRESS_PER_TICK);
  const step = Math.min(SPLASH_STEP_COUNT - 1, Math.floor(elapsed / SPLASH_STEP_MS));
  return { progress, step, complete: progress >= 100 };
}

/** How long the whole splash lasts, from start to `onDone`. */
export const SPLASH_TOTAL_MS =
  Math.ceil(100 / SPLASH_PROGRESS_PER_TICK) * SPLASH_TICK_MS + SPLASH_FINISH_HOLD_MS;

export interface SplashClockCallbacks {
  /** Called with the new state on every tick that changes it. */
  onChange: (state: SplashState) => void;
  /** Called exactly once, SPLASH_FINISH_HOLD_MS after the bar is full. */
  onDone: () => void;
}

/**
 * Starts the splash clock with `setInterval`/`setTimeout`. Returns `stop`, which cancels every pending
 * timer (after `stop`, neither callback is called again).
 */
export function startSplashClock({ onChange, onDone }: SplashClockCallbacks): () => void {
  let ticks = 0;
  let stopped = false;
  let doneTimer: ReturnType<typeof setTimeout> | undefined;
  let last = splashStateAt(0);

  const interval = setInterval(() => {
    ticks += 1;
    const next = splashStateAt(ticks * SPLASH_TICK_MS);
    if (next.progress !== last.progress || next.step !== last.step) {
      last = next;
      onChange(next);
    }
    if (next.complete) {
      clearInterval(interval);
      doneTimer = setTimeout(() => {
        if (!stopped) onDone();
      }, SPLASH_FINISH_HOLD_MS);
    }
  }, SPLASH_TICK_MS);

  return () => {
    stopped = true;
    clearInterval(interval);
    if (doneTimer !== undefined) clearTimeout(doneTimer);
  };
}

export interface UseSplashProgressOptions {
  /** Called once when the splash has finished (the app then navigates to /chat). */
  onDone: () => void;
}

/**
 * Runs the splash clock while the calling component is mounted and returns `{ progress, step }` for
 * `TrySplash`. Unmounting stops the clock; `onDone` is read from the latest render, so passing a new
 * function each render neither restarts the clock nor calls a stale callback.
 */
export function useSplashProgress({ onDone }: UseSplashProgressOptions): SplashState {
  const [state, setState] = useState<SplashState>(() => splashStateAt(0));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => startSplashClock({ onChange: setState, onDone: () => onDoneRef.current() }), []);

  return state;
}
