import { solveQuestion } from './solve';
import { solveCalculus } from './kinds/calculus/index';
import { solveDiscrete } from './kinds/discrete/index';
import { solveChemistryKinds as solveChemistry } from './kinds/chemistry/index';
const qs = process.argv.slice(2);
for (const q of qs) {
  const lang = /[\u0600-\u06FF]/.test(q) ? 'ar' : 'en';
  const a: any = solveQuestion(q, lang as any, null);
  console.log('Q:', q);
  console.log(' attempt:', JSON.stringify(a.solution?.result ?? null), a.solution?.kind, JSON.stringify(a.rejections ?? a.rejected ?? '').slice(0,300));
  for (const [n, s] of [['calc', solveCalculus], ['disc', solveDiscrete], ['chem', solveChemistry]] as const) {
    const r: any = (s as any)(q, lang);
    if (r) console.log(' ', n, JSON.stringify(r.result), '|', r.statement);
  }
}
