import { evaluateProblem, tally } from './server/tutor/offline/corpus/evaluate';
import type { CorpusProblem } from './server/tutor/offline/corpus/types';
export const heldOut: CorpusProblem[] = [
  { id: 'calc-held-01', subject: 'math', kind: 'derivative', language: 'ar', question: 'من فضلك اوجد مشتقة ص = س² هـ^(٣س)', expected: { expression: '2*x*exp(3*x) + 3*x^2*exp(3*x)' } },
  { id: 'calc-held-02', subject: 'math', kind: 'tangent-slope', language: 'en', question: 'Find the slope of the tangent line to the curve y = (x^2 + 1)/(x - 2) at x = 3', expected: { values: [-4] } },
  { id: 'calc-held-03', subject: 'math', kind: 'tangent-line', language: 'ar', question: 'اوجد معادلة المماس للمنحنى ص = س³ - ٢س² + ١ عند س = ٢', expected: { expression: '4*x - 7' } },
  { id: 'calc-held-04', subject: 'math', kind: 'monotonic', language: 'ar', question: 'اوجد فترات التزايد والتناقص للدالة د(س) = ٣س⁴ - ٤س³', expected: { parts: [{ intervals: '(1, inf)' }, { intervals: '(-inf, 1)' }] } },
  { id: 'calc-held-05', subject: 'math', kind: 'definite-integral', language: 'en', question: 'Evaluate ∫ from 0 to π/2 of cos(x) sin^2(x) dx', expected: { values: [1 / 3] } },
  { id: 'calc-held-06', subject: 'math', kind: 'limit', language: 'ar', question: 'احسب نها س←٠ (هـ^س - ١)/س', expected: { values: [1] } },
  { id: 'calc-held-07', subject: 'math', kind: 'area', language: 'en', question: 'Find the area enclosed between y = x^2 - 2x and the x-axis', expected: { values: [4 / 3] } },
  { id: 'calc-held-08', subject: 'math', kind: 'related-rates', language: 'ar', question: 'كرة يتزايد نصف قطرها بمعدل ٠٫١ سم/ث، اوجد معدل تغير حجمها عندما يكون نصف قطرها ١٠ سم', expected: { values: [40 * Math.PI] } },
  { id: 'calc-held-09', subject: 'math', kind: 'integral-substitution', language: 'en', question: 'find the integral of x^2 e^(x^3) dx', expected: { expression: 'exp(x^3)/3', upToConstant: true } },
  { id: 'calc-held-10', subject: 'math', kind: 'implicit', language: 'ar', question: 'اذا كان س ص + ص² = ٦ اوجد دص/دس عند (١ ، ٢)', expected: { values: [-0.4] } },
];
const evaluations = heldOut.map(evaluateProblem);
console.log(tally(evaluations));
for (const e of evaluations) if (e.outcome !== 'correct') console.log(e.outcome, e.problem.id, e.solvedAs, JSON.stringify(e.result), e.refused);
