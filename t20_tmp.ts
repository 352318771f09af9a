import { solveCalculus } from './server/tutor/offline/kinds/calculus';
import { prepareText } from './server/tutor/offline/kinds/calculus/text';
import { checkCoverage } from './server/tutor/offline/guard/coverage';
const q = 'Find the slope of the curve y = x^3 at (1, 1)';
console.log(prepareText(q, 'en'));
const s = solveCalculus(q, 'en'); console.log(s && [s.statement, JSON.stringify(s.result), checkCoverage(q, s)]);
