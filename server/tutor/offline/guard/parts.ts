/**
 * Questions with several parts: "(أ) احسب العجلة (ب) احسب المسافة", "a) … b) …", "احسب … ثم أوجد …", two
 * questions in one message. Each part must be answered; the shared opening (the givens) belongs to every part.
 */
import { toLatinDigits } from '../arabic';

export interface QuestionParts {
  /** The text before the first part: the givens every part may use. */
  stem: string;
  /** Each part's own text, in order (at least two). */
  parts: string[];
}

/** Part labels: (أ) (ب) (ج) / أ) ب) / (a) (b) / a) b) / (1) (2) after a question, at a line start or after a space. */
const LABELED = /(?:^|\s|[.:؟?،,])(?:\(\s*(?:[أاب]|ج|د|[a-d])\s*\)|(?<![\u0621-\u064A\w])(?:[أب]|ج|[a-d])\s*\)|\(\s*(?:[1-4]|i{1,3}|iv)\s*\)|(?:^|\n)\s*[1-4]\s*[).-])/gu;

/** Words that start a second question inside one sentence. */
const THEN_ASK =
  /\s(?:ثم|وكذلك|وأيضا|وايضا|و(?=(?:احسب|أحسب|اوجد|أوجد|عين|عيّن|ما|كم)\s))\s*(?=(?:احسب|أحسب|اوجد|أوجد|عين|عيّن|استنتج|ما|كم)[\s\u0621-\u064A])|,?\s+(?:and\s+then|then|and\s+also|also)\s+(?=(?:find|calculate|compute|determine|what|how)\b)|,?\s+and\s+(?=(?:find|calculate|compute|determine)\b)/giu;

export function splitParts(question: string): QuestionParts | null {
  const text = toLatinDigits(question);
  const labels = [...text.matchAll(LABELED)].map((match) => (match.index ?? 0) + (match[0].length - match[0].trimStart().length));
  if (labels.length >= 2) {
    const stem = text.slice(0, labels[0]).trim();
    const parts = labels.map((start, index) => stripLabel(text.slice(start, labels[index + 1] ?? text.length)));
    if (parts.every((part) => part.length > 0)) return { stem, parts };
  }
  const thenMatches = [...text.matchAll(THEN_ASK)];
  if (thenMatches.length > 0) {
    const cuts = thenMatches.map((match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
    const first = text.slice(0, cuts[0]!.start).trim();
    const rest = cuts.map((cut, index) => text.slice(cut.end, cuts[index + 1]?.start ?? text.length).trim());
    if (first && rest.every((part) => part.length > 0)) return { stem: '', parts: [first, ...rest] };
  }
  const questions = text.split(/(?<=[؟?])\s+(?=\S)/u).filter((piece) => piece.trim().length > 0);
  if (questions.length >= 2 && questions.slice(1).every((piece) => /[؟?]\s*$/.test(piece))) {
    return { stem: '', parts: questions.map((piece) => piece.trim()) };
  }
  return null;
}

function stripLabel(part: string): string {
  return part
    .trim()
    .replace(/^(?:\(\s*[^)]{1,3}\s*\)|[^\s)]{1,3}\s*\)|[1-4]\s*[.-])\s*/u, '')
    .trim();
}
