/**
 * Every numeric question kind, maths first then physics, and the choice of the kinds a topic asks for: kinds are
 * searched by their keywords with the same index as the seeded questions, and only those scoring close to the
 * best one count, so "قانون أوم" prefers Ohm's law but not every other law.
 */
import { subjects, type Subject } from '../../../../../contract/values';
import { KeywordIndex } from '../keyword-index';
import { derivativeAtPointKind } from './math/derivative-at-point';
import { lineSlopeKind } from './math/line-slope';
import { linearEquationKind } from './math/linear-equation';
import { percentageKind } from './math/percentage';
import { quadraticEquationKind } from './math/quadratic-equation';
import { trigValuesKind } from './math/trig-values';
import { physicsKinds } from './physics-kinds';
import type { NumericKind } from './types';

export const numericKinds: readonly NumericKind[] = [
  linearEquationKind,
  quadraticEquationKind,
  derivativeAtPointKind,
  percentageKind,
  trigValuesKind,
  lineSlopeKind,
  ...physicsKinds,
];

/** A kind is preferred when it scores at least this share of the best kind's score. */
const PREFERRED_SHARE_OF_BEST = 0.5;

const kindsBySubject = new Map(subjects.map((subject) => [subject, numericKinds.filter((kind) => kind.subject === subject)]));
const indexBySubject = new Map(
  [...kindsBySubject].map(([subject, kinds]) => [
    subject,
    new KeywordIndex(kinds.map((kind) => ({ keywords: [...kind.keywords.ar, ...kind.keywords.en], texts: [] }))),
  ]),
);

export function kindsOfSubject(subject: Subject): readonly NumericKind[] {
  return kindsBySubject.get(subject) ?? [];
}

/** The subject's kinds the topic asks for, best match first; empty when the topic names none of them. */
export function preferredKinds(topic: string, subject: Subject): NumericKind[] {
  const kinds = kindsOfSubject(subject);
  const scores = indexBySubject.get(subject)!.score(topic);
  const bestScore = Math.max(0, ...scores);
  if (bestScore === 0) return [];
  return kinds
    .map((kind, index) => ({ kind, score: scores[index]! }))
    .filter(({ score }) => score >= PREFERRED_SHARE_OF_BEST * bestScore)
    .sort((first, second) => second.score - first.score)
    .map(({ kind }) => kind);
}
