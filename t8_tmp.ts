import { solveCalculus } from './server/tutor/offline/kinds/calculus';
for (const q of ['اوجد ∫ ٢س (س² + ١)^٥ دس', 'اوجد ∫ س هـ^س دس', '∫ جا² س جتا س دس', 'Evaluate the integral ∫ x ln x dx','اوجد التكامل ∫ س/(س²+٤) دس','find the integral of 1/(2x+1) dx']) { const s = solveCalculus(q, 'ar'); console.log(s?.kind); s?.steps.forEach(x=>console.log('  ', x.text)); console.log('  =>', s?.answer); }
