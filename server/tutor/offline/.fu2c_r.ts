import { readComplex } from './kinds/discrete/complexReading';
import { prepareText } from './kinds/discrete/reading';
for (const q of process.argv.slice(2)) console.log(JSON.stringify(readComplex(prepareText(q))));
