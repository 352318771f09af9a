import { parseMath } from './server/tutor/offline/math/parse';
import { integrateTerm } from './server/tutor/offline/math/integrate';
import { findAntiderivative } from './server/tutor/offline/kinds/calculus/antiderivative';
import { toLatex } from './server/tutor/offline/math/latex';
import { mathSegments } from './server/tutor/offline/math/segments';
console.log(mathSegments('اوجد ∫ sec ^2 2 x '));
const p = parseMath('sec ^2 2 x')!;
console.log(p.node.toString(), integrateTerm(p.expr, 'x'));
const r = findAntiderivative(p.expr, p.node, 'ar'); console.log(r && toLatex(r.F));
