import { solveCalculus } from './server/tutor/offline/kinds/calculus';
import { prepareText } from './server/tutor/offline/kinds/calculus/text';
import { functionDefinitions } from './server/tutor/offline/kinds/calculus/read';
for (const q of ['عين فترات التزايد والتناقص للدالة د(س) = س³ - ٣س', 'اوجد القيم العظمى و الصغرى للدالة د(س) = س² - ٦س + ١٠', 'اوجد ∫ قا² ٢س دس', 'دائرة يتزايد طول نصف قطرها بمعدل ٢ سم/ث. اوجد معدل تغير مساحتها عندما نق = ٥ سم']) {
  const t = prepareText(q, 'ar'); console.log(t.math, '|', t.words); console.log(functionDefinitions(t.math).map(d=>d.parsed.node.toString()));
  const s = solveCalculus(q, 'ar'); console.log(s ? JSON.stringify(s.result) + ' ' + s.statement : null);
}
