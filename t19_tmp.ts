import { solveQuestion } from './server/tutor/offline/solve';
for (const [q, l] of [['Find ∫ (2x+3)^4 dx', 'en'], ['Find the slope of the curve y = x^3 at (1, 1)', 'en'], ['اوجد ميل المنحنى ص = س² + ٣س عند س = ١', 'ar'],
 ['اوجد معادلة المماس للمنحنى ص = س² - ٢س عند النقطه (٢ ، ٠) ثم اوجد معادلة العمودي عليه', 'ar'],
 ['Find dy/dx for y = (x^2 + 1)^3 and then find the slope of the tangent at x = 1', 'en'],
 ['(a) differentiate y = x^3 (b) integrate x^3 dx', 'en'],
 ['احسب ∫ من -١ الى ١ (س³ + س) دس', 'ar'],
 ['find ∫ (x^3 - 2x)/x dx', 'en'],
 ['find lim x→0 (sin x)^2 / x^2', 'en'],
 ['lim x→π sin x / (x − π)', 'en'],
 ['find f\'\'(x) if f(x) = x^4 - 2x', 'en'],
 ['Differentiate y = cos^2(x) + sin^2(x)', 'en'],
] as const) { const s = solveQuestion(q, l, 'math').solution; console.log(q, '\n  →', s ? `${s.kind} ${JSON.stringify(s.result)} | ${s.answer.slice(0,160)}` : 'DECLINED'); }
