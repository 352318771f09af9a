/**
 * Electric power, energy and its cost: P = V I = I² R = V² / R (and R, I of a rated device "220 V, 100 W"),
 * n devices, hours a day for some days, energy in joules or kWh, and the bill: kWh × price of a kWh (قرش / جنيه,
 * 100 قرش = 1 جنيه). Checked by computing the energy a second way (in joules, then converted).
 */
import { splitParts } from '../../guard/parts';
import type { Solution, SolutionStep, TutorLanguage } from '../../solution';
import { byUnit } from './context';
import { writtenLatex, type Quantity } from './read';
import { agree, finish, given, num, say, step, withUnit } from './write';

type Target = 'resistance' | 'current' | 'power' | 'energy' | 'cost';
const TARGETS: readonly [Target, RegExp][] = [
  ['cost', /تكلف|\bcost\b|ثمن الطاقه|كام جنيه|المبلغ|الفاتوره|how much (?:money|will it cost)/],
  ['energy', /(?<!ثمن\s(?:ال)?)طاقه|\benergy\b|كميه الحراره|\bheat\b(?!er)|(?<!(?:تكلف[هة]|ثمن|سعر|فاتور[هة])\s(?:ال)?)الاستهلاك/],
  ['power', /قدره|قدرته|قدرتها|\bpower\b/],
  ['resistance', /مقاوم|\bresistance\b/],
  ['current', /تيار|\bcurrent\b/],
];
const ASK = /احسب|اوجد|عين|عايز اعرف|عاوز اعرف|\bfind\b|\bcalculate\b|\bdetermine\b|\bwhat\b|\bhow\b/;

/** "ساعتين", "نص ساعه", "half an hour": a time written in words, as a quantity in seconds. */
const WORD_TIMES: readonly [RegExp, number, string][] = [
  [/ساعتين|ساعتان|two hours/, 7200, '2\\ \\text{h}'],
  [/(?:نص|نصف) ساعه|half an hour/, 1800, '\\tfrac{1}{2}\\ \\text{h}'],
  [/ربع ساعه|quarter of an hour/, 900, '\\tfrac{1}{4}\\ \\text{h}'],
  [/دقيقتين|دقيقتان|two minutes/, 120, '2\\ \\text{min}'],
  [/(?:لمده|مده|for) (?:ساعه(?! ?\d)|an hour|one hour)/, 3600, '1\\ \\text{h}'],
];

function askedRegion(text: string): string {
  const ask = text.search(ASK);
  if (ask >= 0) return text.slice(ask);
  const sentences = text.split(/(?<=[.?!])\s*/);
  return sentences.filter((sentence) => /كام|\?/.test(sentence)).at(-1) ?? '';
}

export function solvePower(rawText: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  const asked = askedRegion(rawText);
  // A word right before its number ("مقاومة ٥ أوم", "تيار ٢ أمبير") names a given, not what is asked.
  const askedAt = (pattern: RegExp): number =>
    [...asked.matchAll(new RegExp(pattern.source, 'g'))].find((match) => !/^\S*\s*(?:=|:)?\s*\d/.test(asked.slice((match.index ?? 0) + match[0].length)))?.index ?? -1;
  const targets = TARGETS.filter(([, pattern]) => askedAt(pattern) >= 0).sort((a, b) => askedAt(a[1]) - askedAt(b[1])).map(([target]) => target);
  const rated = quantities.some((quantity) => quantity.unit === 'W');
  if ((!rated && !targets.some((target) => target === 'power' || target === 'energy' || target === 'cost')) || targets.length === 0 || targets.length > 2) return null;
  if (/محول|transformer|مغناطيس|magnetic|داخلي|internal|توالي|توازي|series|parallel|كفاءه|efficiency/.test(rawText)) return null;
  let time: { si: number; latex: string } | undefined;
  const wordTime = WORD_TIMES.find(([pattern]) => pattern.test(rawText));
  if (wordTime) time = { si: wordTime[1], latex: wordTime[2] };
  const priced = /قرش|جنيه|pound|egp|piastre|\ble\b/.test(rawText);
  const counted = countOfDevices(rawText, quantities);
  // "if 1 kWh costs 40 piastres": the 1 names the unit of the price.
  const unitOfPrice = quantities.find((quantity) => quantity.unit === 'kWh' && quantity.si === 3.6e6 && /^\s*(?:costs?|بسعر|ثمنه|سعره|=)/.test(rawText.slice(quantity.end)));
  const rest = quantities.filter((quantity) => quantity !== counted && quantity !== unitOfPrice);
  const roles = byUnit(rest, { V: 'V', A: 'I', ohm: 'R', W: 'P', s: 't', day: 'days', piastre: 'price', pound: 'price' } as const);
  if (!roles || (time && roles.has('t'))) return null;
  if (roles.has('t')) time = { si: roles.get('t')!.si, latex: writtenLatex(roles.get('t')!) };
  const steps: SolutionStep[] = [];
  const V = roles.get('V')?.si;
  const I = roles.get('I')?.si;
  const R = roles.get('R')?.si;
  let P = roles.get('P')?.si;
  const electrical = [V, I, R].filter((value) => value !== undefined).length;
  if (P !== undefined ? electrical > 1 || (electrical === 1 && V === undefined) : electrical !== 2) return null;
  const answers: { target: Target; value: number; latex: string }[] = [];
  const add = (target: Target, value: number, latex: string): void => void answers.push({ target, value, latex });
  if (P === undefined) {
    const [formula, value] = V !== undefined && I !== undefined ? [`P = V I = ${num(V)} \\times ${num(I)}`, V * I] : I !== undefined && R !== undefined ? [`P = I^2 R = ${num(I)}^2 \\times ${num(R)}`, I * I * R] : [`P = \\frac{V^2}{R} = \\frac{${num(V!)}^2}{${num(R!)}}`, (V! * V!) / R!];
    P = value;
    steps.push(step(language, `Power: $${formula} = ${withUnit(P, '\\text{W}')}$`, `القدرة: $${formula} = ${withUnit(P, '\\text{W}')}$`, POWER_WHY));
  }
  if (targets.includes('resistance')) {
    if (R !== undefined || V === undefined) return null;
    const value = (V * V) / P;
    steps.push(step(language, `Resistance: $R = \\frac{V^2}{P} = \\frac{${num(V)}^2}{${num(P)}} = ${withUnit(value, '\\Omega')}$`, `المقاومة: $R = \\frac{V^2}{P} = \\frac{${num(V)}^2}{${num(P)}} = ${withUnit(value, '\\Omega')}$`, POWER_WHY));
    if (!agree((V / value) * V, P)) return null;
    add('resistance', value, `R = ${withUnit(value, '\\Omega')}`);
  }
  if (targets.includes('current')) {
    if (I !== undefined || V === undefined) return null;
    const value = P / V;
    steps.push(step(language, `Current: $I = \\frac{P}{V} = \\frac{${num(P)}}{${num(V)}} = ${withUnit(value, '\\text{A}')}$`, `شدة التيار: $I = \\frac{P}{V} = \\frac{${num(P)}}{${num(V)}} = ${withUnit(value, '\\text{A}')}$`));
    if (!agree(value * V, P)) return null;
    add('current', value, `I = ${withUnit(value, '\\text{A}')}`);
  }
  const n = counted ? counted.si : 1;
  const total = P * n;
  if (counted) steps.push(step(language, `${n} devices: $P = ${num(n)} \\times ${num(P)} = ${withUnit(total, '\\text{W}')}$`, `عدد ${n} أجهزة: $P = ${num(n)} \\times ${num(P)} = ${withUnit(total, '\\text{W}')}$`));
  if (targets.includes('power')) add('power', total, `P = ${withUnit(total, '\\text{W}')}`);
  const needsEnergy = targets.includes('energy') || targets.includes('cost');
  if (!needsEnergy) return answers.length === targets.length && !time && !roles.has('days') && !roles.has('price') && !counted ? build(rawText, roles, counted, time, steps, answers, language) : null;
  const week = !roles.has('days') && /(?:في|خلال|لمده|in|for|over) (?:a |one |ال)?(?:اسبوع|week)(?![a-z\u0621-\u064A])/.test(rawText);
  const days = roles.get('days')?.si ?? (week ? 7 : 1);
  if (!time || (roles.has('days') && !/يومي|daily|a day|per day|في اليوم|كل يوم|each day/.test(rawText)) || (/شهر|month|سنه|year|اسبوع|week/.test(rawText) && !roles.has('days') && !week)) return null;
  const hours = (time.si / 3600) * days;
  const kWh = (total / 1000) * hours;
  const joules = total * time.si * days;
  if (!agree(joules / 3.6e6, kWh)) return null;
  steps.push(step(language, `Time: $t = ${num(time.si / 3600)}\\ \\text{h}${days !== 1 ? ` \\times ${num(days)}` : ''} = ${num(hours)}\\ \\text{h}$`, `الزمن: $t = ${num(time.si / 3600)}\\ \\text{h}${days !== 1 ? ` \\times ${num(days)}` : ''} = ${num(hours)}\\ \\text{h}$`));
  const inKWh = /كيلو ?وات ?\.?ساعه|kwh|kilowatt/.test(asked.replace(/(?:ثمن|سعر|price of|per|for each|لكل) (?:ال)?(?:كيلو ?وات ?\.?ساعه|kwh)/g, '')) || targets.includes('cost');
  steps.push(step(language, `Energy: $E = P t = ${num(total / 1000)}\\ \\text{kW} \\times ${num(hours)}\\ \\text{h} = ${num(kWh)}\\ \\text{kWh}$${inKWh ? '' : ` $= ${num(joules)}\\ \\text{J}$`}`, `الطاقة: $E = P t = ${num(total / 1000)}\\ \\text{kW} \\times ${num(hours)}\\ \\text{h} = ${num(kWh)}\\ \\text{kWh}$${inKWh ? '' : ` $= ${num(joules)}\\ \\text{J}$`}`, ENERGY_WHY));
  if (targets.includes('energy')) add('energy', inKWh ? kWh : joules, inKWh ? `E = ${num(kWh)}\\ \\text{kWh}` : `E = ${withUnit(joules, '\\text{J}')}`);
  if (targets.includes('cost')) {
    const price = roles.get('price');
    if (!price || !/كيلو ?وات|kwh/.test(rawText)) return null;
    const priceInPiastres = price.unit === 'pound' ? price.si * 100 : price.si;
    const wantPounds = /بالجنيه|جنيه\s*\?|كام جنيه|in pounds|pounds\?|in egp|egp\?/.test(asked) || (price.unit === 'pound' && !/بالقرش|piastres/.test(asked));
    const piastres = kWh * priceInPiastres;
    if (!agree((joules / 3.6e6) * priceInPiastres, piastres) || !priced) return null;
    const cost = wantPounds ? piastres / 100 : piastres;
    const unit = wantPounds ? say(language, 'pounds', 'جنيه') : say(language, 'piastres', 'قرش');
    steps.push(step(language, `Cost $= ${num(kWh)} \\times ${writtenLatex(price)} = ${num(cost)}$ ${unit}`, `التكلفة $= ${num(kWh)} \\times ${writtenLatex(price)} = ${num(cost)}$ ${unit}${wantPounds && price.unit !== 'pound' ? ' (100 قرش = 1 جنيه)' : ''}`));
    add('cost', cost, `${num(cost)}\\ \\text{${wantPounds ? 'LE' : 'pt'}}`);
  }
  if (answers.length !== targets.length) return null;
  return build(rawText, roles, counted, time, steps, answers, language, wordTime?.[2], days);
}

/** "٥ مصابيح", "3 lamps": a bare count right before a device noun. */
function countOfDevices(text: string, quantities: readonly Quantity[]): Quantity | undefined {
  return quantities.find((quantity) => quantity.unit === 'none' && /^\s*(?:مصابيح|مصباح|لمبات|اجهزه|مكيفات|lamps|bulbs|devices|heaters)/.test(text.slice(quantity.end)) && Number.isInteger(quantity.si));
}

function build(text: string, roles: Map<string, Quantity>, counted: Quantity | undefined, time: { si: number; latex: string } | undefined, steps: SolutionStep[], answers: { target: Target; value: number; latex: string }[], language: TutorLanguage, timeWords?: string, days = 1): Solution {
  const symbols: Record<string, string> = { V: 'V', I: 'I', R: 'R', P: 'P', t: 't', days: '\\text{days}', price: '\\text{price of 1 kWh}' };
  const givens = [...roles].map(([role, quantity]) => given(symbols[role] ?? role, quantity));
  if (counted) givens.push(`n = ${counted.written}`);
  if (/\b1 kwh (?:costs?|=)/.test(text)) givens.push('1\\ \\text{kWh}');
  if (timeWords && time) givens.push(`t = ${timeWords}`);
  if (days === 7 && !roles.has('days')) givens.push(say(language, '1 week = 7 days', 'أسبوع = 7 أيام'));
  const split = splitParts(text);
  const result = split && split.parts.length === answers.length && answers.length > 1 ? { parts: answers.map((answer) => ({ values: [answer.value] })) } : { values: answers.map((answer) => answer.value) };
  const cost = answers.some((answer) => answer.target === 'cost');
  return finish(
    {
      kind: cost ? 'energy-cost' : answers.some((answer) => answer.target === 'energy') ? 'electric-energy' : 'electric-power',
      title: cost ? { en: 'Cost of electrical energy', ar: 'تكلفة الطاقة الكهربية' } : { en: 'Electric power and energy', ar: 'القدرة والطاقة الكهربية' },
      givens,
      asked: { en: answers.map((answer) => answer.target).join(', '), ar: answers.map((answer) => TARGET_AR[answer.target]).join('، ') },
      steps,
      answer: answers.map((answer) => `$${answer.latex}$`).join(say(language, ', ', '، ')),
      check: { en: 'Recomputed the energy in joules ($P \\times t$ in seconds) and converted with $1\\ \\text{kWh} = 3.6 \\times 10^6\\ \\text{J}$: the same ✓', ar: 'أعدنا حساب الطاقة بالجول ($P \\times t$ بالثواني) وحولناها بـ $1\\ \\text{kWh} = 3.6 \\times 10^6\\ \\text{J}$: النتيجة نفسها ✓' },
      result,
    },
    language,
  );
}

const TARGET_AR: Record<Target, string> = { resistance: 'المقاومة', current: 'شدة التيار', power: 'القدرة', energy: 'الطاقة المستهلكة', cost: 'التكلفة' };
const POWER_WHY = { en: 'Power is the energy converted each second: P = V I, and with V = I R also P = I² R = V² / R.', ar: 'القدرة هي الطاقة المستهلكة في الثانية: P = V I، وبالتعويض عن V = I R نحصل على P = I² R = V² / R.' };
const ENERGY_WHY = { en: 'With power in kW and time in hours the energy comes out in kWh, the unit of the electricity bill.', ar: 'بالقدرة بالكيلووات والزمن بالساعات تكون الطاقة بالكيلووات ساعة، وهي وحدة فاتورة الكهرباء.' };
