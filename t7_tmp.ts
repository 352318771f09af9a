import { solveCalculus } from './server/tutor/offline/kinds/calculus';
import { CORPUS } from './server/tutor/offline/corpus';
for (const { area, problems } of CORPUS) { if (area === 'calculus') continue; for (const p of problems) { const t = performance.now(); const s = solveCalculus(p.question, p.language); const d = performance.now() - t; if (s || d > 1) console.log(area, p.id, s?.kind, d.toFixed(2), p.question.slice(0, 80)); } }
