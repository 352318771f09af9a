import { KIND_AREAS } from './server/tutor/offline/kinds';
import { solveMath } from './server/tutor/offline/math';
const q = process.argv[2]!;
for (const a of KIND_AREAS) { const s = a.solve(q, 'ar'); if (s) console.log(a.name, s.kind, JSON.stringify(s.result)); }
const s = solveMath(q, 'ar'); console.log('legacy', s?.kind);
