import { solveCalculus } from './server/tutor/offline/kinds/calculus';
import { calculusCorpus } from './server/tutor/offline/corpus/data/calculus';
const q = 'سلم طوله ١٠ م يستند بطرفه العلوي على حائط رأسي وطرفه السفلي على أرض أفقية، انزلق الطرف السفلي بعيدا عن الحائط بمعدل ٢ م/ث. اوجد معدل تغير ارتفاع الطرف العلوي عندما يكون الطرف السفلي على بعد ٦ م من الحائط';
const s = solveCalculus(q, 'ar'); console.log(s?.result, s?.statement);
for (const p of calculusCorpus) { solveCalculus(p.question, p.language); }
for (const p of calculusCorpus) { const t = performance.now(); solveCalculus(p.question, p.language); const d = performance.now() - t; if (d > 20) console.log(p.id, d.toFixed(1)); }
