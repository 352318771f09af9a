/**
 * Finding things in the steps of a verified Solution: the values each step shows, the first step that shows a
 * given value (where that value is produced), the step that states the law or formula, and the first step with a
 * given piece of notation. The analysis uses them to say where a student's work departs from the correct one.
 */
import { evaluateNode } from '../offline/math/engine';
import type { Solution } from '../offline/solution';
import { mathSpans, parseMaths } from './latex-maths';
import { freeVariables, sameNumber } from './sampling';

/** Units, degree signs and percent signs stripped so `20\ \text{V}` reads as 20. */
function withoutUnits(latex: string): string {
  return latex
    .replace(/\\text\{[^{}]*\}(?:\^\{\d+\})?/g, ' ')
    .replace(/\\(?:Omega|mathrm\{[^{}]*\})/g, ' ')
    .replace(/\\%/g, ' ')
    .replace(/\^\{?\\circ\}?/g, ' ');
}

/** The constant values a piece of markdown shows in its maths (each side of =, ⇒, ≈; ± giving both values). */
export function valuesShownIn(markdown: string): number[] {
  const values: number[] = [];
  for (const span of mathSpans(markdown)) {
    for (const piece of withoutUnits(span).split(/=|\\Rightarrow|\\approx|\\quad|,(?![^{]*\})/)) {
      const alternatives = piece.includes('\\pm') ? [piece.replace('\\pm', '+'), piece.replace('\\pm', '-')] : [piece];
      for (const alternative of alternatives) {
        const parsed = alternative.trim() === '' ? null : parseMaths(alternative);
        if (!parsed || freeVariables(parsed).length > 0) continue;
        const value = evaluateNode(parsed.node);
        if (Number.isFinite(value)) values.push(value);
      }
    }
  }
  return values;
}

/** The first step (from `from` on) that shows `value`, within `tolerance`; undefined when none does. */
export function stepShowing(solution: Solution, value: number, tolerance = 0, from = 0): number | undefined {
  const index = solution.steps.findIndex(
    (step, position) => position >= from && valuesShownIn(step.text).some((shown) => sameNumber({ value: shown, tolerance }, { value, tolerance: 0 })),
  );
  return index < 0 ? undefined : index;
}

/** The step that states the law or formula used: maths with an = and letters but no digits (`V = I\,R`). */
export function formulaStep(solution: Solution): number | undefined {
  const index = solution.steps.findIndex((step) => mathSpans(step.text).some((span) => span.includes('=') && !/\d/.test(withoutUnits(span)) && /[A-Za-z]/.test(span)));
  return index < 0 ? undefined : index;
}

/** The first step whose text contains `notation` (LaTeX, so it does not depend on the language). */
export function stepWith(solution: Solution, notation: string | RegExp): number | undefined {
  const index = solution.steps.findIndex((step) => (typeof notation === 'string' ? step.text.includes(notation) : notation.test(step.text)));
  return index < 0 ? undefined : index;
}
