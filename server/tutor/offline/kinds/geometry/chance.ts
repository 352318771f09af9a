/**
 * Classical probability from a sample space the tutor can list: one or two fair dice (a prime / even / odd
 * number, greater or less than n, a sum), fair coins (exactly / at least / at most k heads), a standard deck of
 * 52 cards (a rank, a suit, a colour) and one ball drawn from a bag of coloured balls. The favourable outcomes
 * are counted by listing the sample space and checked with a formula (the binomial count, 4 cards a rank, …).
 */
import type { Solution, TutorLanguage } from '../../solution';
import { toLatinDigits } from '../../arabic';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { rationalLatex } from './format';
import type { PreparedText } from './read';

const WORD_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, once: 1, twice: 2, واحد: 1, واحده: 1, اثنين: 2, اثنان: 2, مرتين: 2, ثلاث: 3, ثلاثه: 3, اربع: 4 };
const isPrime = (n: number): boolean => n === 2 || n === 3 || n === 5;

interface Space {
  total: number;
  favourable: number;
  /** The same count another way (formula or complement), for the check. */
  crossCount: number;
  describe: [string, string];
  event: [string, string];
  /** The numbers the question wrote, as written (for the statement). */
  written: string[];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function dice(words: string): Space | null {
  if (!/نرد|\bdie\b|\bdice\b/.test(words)) return null;
  const two = /\b(?:two|2)\s+(?:fair\s+|regular\s+|normal\s+|ordinary\s+)*dice|pair\s+of\s+(?:fair\s+)?dice|حجرا\s*نرد|حجري\s*نرد|نردين|twice|two\s+times|مرتين/.test(words);
  if (!two && (/\bdice\b(?!\s+is)/.test(words) && !/\ba\s+(?:fair\s+)?dice\b/.test(words) || /ثلاث|three|\b[3-9]\s*(?:dice|times|مرات)/.test(words))) return null;
  const sum = /مجموع|\bsum\b|\btotal\b/.test(words);
  const threshold = /(?:اكبر\s*من|more\s+than|greater\s+than|exceeds?|اقل\s*من|less\s+than|smaller\s+than|يساوي|equal\s+to|equals|is|=|يكون|العددين\s*الظاهرين)\s*(\d+)/.exec(words);
  const outcomes: number[][] = [];
  for (let a = 1; a <= 6; a++) if (two) for (let b = 1; b <= 6; b++) outcomes.push([a, b]);
  else outcomes.push([a]);
  const value = (o: number[]): number => (two ? o[0]! + o[1]! : o[0]!);
  const cues = [/اولي|\bprime\b/, /زوجي|\beven\b/, /فردي|\bodd\b/].filter((cue) => cue.test(words)).length + (threshold ? 1 : 0);
  if (cues > 1 || /or\s+equal|او\s*يساوي|least|most|يقل|يزيد|الاقل|الاكثر|inclusive|between|\bبين\b|multiple|مضاعف|divisible|يقبل\s*القسمه|square|مربع|factor|عوامل/.test(words)) return null;
  let test: ((n: number) => boolean) | null = null;
  let event: [string, string] = ['', ''];
  const written: string[] = [];
  if (two && !sum && /نفس\s*العدد|same\s+number|\bdoubles?\b/.test(words)) {
    const doubles = outcomes.filter((o) => o[0] === o[1]).length;
    return { total: 36, favourable: doubles, crossCount: 6, describe: ['two fair dice: 36 outcomes', 'حجرا نرد: ٣٦ ناتجًا'], event: ['both dice show the same number', 'ظهور نفس العدد على الحجرين'], written };
  }
  if ((two && !sum) || (!two && sum)) return null;
  if (/اولي|\bprime\b/.test(words)) [test, event] = [isPrime, ['a prime number', 'عدد أولي']];
  else if (/زوجي|\beven\b/.test(words)) [test, event] = [(n) => n % 2 === 0, ['an even number', 'عدد زوجي']];
  else if (/فردي|\bodd\b/.test(words)) [test, event] = [(n) => n % 2 === 1, ['an odd number', 'عدد فردي']];
  else if (threshold) {
    const n = Number(threshold[1]);
    written.push(threshold[1]!);
    if (/اكبر|more|greater|exceed/.test(threshold[0])) [test, event] = [(x) => x > n, [`greater than ${n}`, `أكبر من ${n}`]];
    else if (/اقل|less|smaller/.test(threshold[0])) [test, event] = [(x) => x < n, [`less than ${n}`, `أقل من ${n}`]];
    else [test, event] = [(x) => x === n, [`equal to ${n}`, `يساوي ${n}`]];
  }
  if (!test) return null;
  const favourable = outcomes.filter((o) => test!(value(o))).length;
  const unfavourable = outcomes.filter((o) => !test!(value(o))).length;
  const prefix: [string, string] = two ? ['the sum is ', 'المجموع '] : ['', ''];
  return {
    total: outcomes.length,
    favourable,
    crossCount: outcomes.length - unfavourable,
    describe: two ? ['two fair dice: 36 equally likely outcomes', 'حجرا نرد: ٣٦ ناتجًا متساوية الفرص'] : ['one fair die: 6 equally likely outcomes', 'حجر نرد: ٦ نواتج متساوية الفرص'],
    event: [prefix[0] + event[0], prefix[1] + event[1]],
    written,
  };
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Heads asked for: a quantifier and a count, in English ("at least two heads") or Arabic ("صورتين على الاقل"). */
function headsAsked(words: string, n: number): { quantifier: 'exactly' | 'least' | 'most'; k: number; written: string | null } | null {
  const english = /(exactly|at\s+least|at\s+most|no|all)?\s*(\d+|one|two|three|four)?\s*heads?\b/.exec(words);
  if (english) {
    const quantifier = english[1] ?? (english[2] ? 'exactly' : 'all');
    if (quantifier === 'no') return { quantifier: 'exactly', k: 0, written: null };
    if (quantifier === 'all') return { quantifier: 'exactly', k: n, written: null };
    const k = Number(english[2]) || WORD_NUMBERS[english[2] ?? ''];
    const before = words.slice(Math.max(0, (english.index ?? 0) - 15), english.index ?? 0);
    if (k === undefined || (!english[1] && /more|less|fewer|than|least|most|not/.test(before + words.slice((english.index ?? 0) + english[0].length)))) return null;
    return { quantifier: /least/.test(quantifier) ? 'least' : /most/.test(quantifier) ? 'most' : 'exactly', k, written: /\d/.test(english[2] ?? '') ? english[2]! : null };
  }
  const arabic = /(?:(\d+)\s*صور(?![\u0621-\u064A])|(صورتين|صورتان)|(صوره\s*واحده)|صوره\s*(?:في\s*)?(?:كل|جميع)|(لا\s*تظهر\s*(?:اي\s*)?صوره))/.exec(words);
  if (!arabic) return null;
  const k = arabic[1] ? Number(arabic[1]) : arabic[2] ? 2 : arabic[3] ? 1 : arabic[4] ? 0 : n;
  const rest = words.slice((arabic.index ?? 0) + arabic[0].length, (arabic.index ?? 0) + arabic[0].length + 20);
  const quantifier = /عل[يى]\s*الاقل|^\s*فاكثر/.test(rest) ? 'least' : /عل[يى]\s*الاكثر|^\s*فاقل/.test(rest) ? 'most' : 'exactly';
  if (quantifier === 'exactly' && /اكثر|اقل|عدا|غير|لا\s/.test(words.replace(arabic[0], ''))) return null;
  return { quantifier, k, written: arabic[1] ?? null };
}

function coins(words: string): Space | null {
  if (!/\bcoins?\b|قطع[هت]?\s*(?:ال)?نقود|عمل[هت]/.test(words) || /نرد|\bdie\b|\bdice\b/.test(words)) return null;
  const countMatch = /(\d+|one|two|three|four|ثلاث|اربع)\s*(?:fair\s+)?(?:coins|قطع|مرات|times)/.exec(words) ?? /(once|twice|مرتين|مره\s*واحده)/.exec(words);
  const n = countMatch ? (Number(countMatch[1]) || WORD_NUMBERS[countMatch[1]!.replace(/\s.*/, '')] || 1) : /\ba\s+coin|عمله/.test(words) ? 1 : 0;
  if (n < 1 || n > 4) return null;
  const asked = headsAsked(words, n);
  if (!asked || asked.k > n) return null;
  const { quantifier, k } = asked;
  const test = (heads: number): boolean => (quantifier === 'least' ? heads >= k : quantifier === 'most' ? heads <= k : heads === k);
  let favourable = 0;
  for (let mask = 0; mask < 2 ** n; mask++) if (test(mask.toString(2).split('1').length - 1)) favourable += 1;
  let formula = 0;
  for (let heads = 0; heads <= n; heads++) if (test(heads)) formula += choose(n, heads);
  const written = [countMatch?.[1], asked.written ?? undefined].filter((text): text is string => !!text && /\d/.test(text));
  const phrase = { exactly: ['exactly', 'بالضبط'], least: ['at least', 'على الأقل'], most: ['at most', 'على الأكثر'] }[quantifier];
  return { total: 2 ** n, favourable, crossCount: formula, describe: [`${n} coin toss(es): ${2 ** n} equally likely outcomes`, `${n} رميات لقطعة نقود: ${2 ** n} نواتج متساوية الفرص`], event: [`${phrase[0]} ${k} head(s)`, `${k} صورة ${phrase[1]}`], written };
}

const RANKS: ReadonlyArray<[RegExp, string, string]> = [[/\bking\b|ملك|شايب/, 'king', 'ملك'], [/\bqueen\b|ملكه|بنت/, 'queen', 'ملكة'], [/\bjack\b|ولد/, 'jack', 'ولد'], [/\bace\b|اس|آس/, 'ace', 'آس']];
const SUITS: ReadonlyArray<[RegExp, string, string, number]> = [[/hearts?\b|قلوب|قلب/, 'a heart', 'قلب', 13], [/spades?\b/, 'a spade', 'بستوني', 13], [/diamonds?\b|ديناري/, 'a diamond', 'ديناري', 13], [/clubs?\b|سباتي/, 'a club', 'سباتي', 13], [/\bred\b|حمراء|حمرا/, 'red', 'حمراء', 26], [/\bblack\b|سوداء|سودا/, 'black', 'سوداء', 26], [/face\s+cards?|صور/, 'a face card', 'صورة', 12]];

function cards(words: string): Space | null {
  if (!/\bcards?\b|\bdeck\b|ورق[هة]?\s*(?:من\s*)?(?:ال)?(?:كوتشينه|لعب)|اوراق\s*(?:ال)?لعب|كوتشينه/.test(words) || !/\b52\b/.test(words)) return null;
  const ranks = RANKS.filter(([cue]) => cue.test(words));
  const suits = SUITS.filter(([cue]) => cue.test(words));
  if (ranks.length + suits.length !== 1) return null;
  const deck: Array<{ rank: number; suit: number }> = [];
  for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) deck.push({ rank, suit });
  if (ranks.length === 1) {
    const rankNumber = { king: 13, queen: 12, jack: 11, ace: 1 }[ranks[0]![1] as 'king']!;
    const favourable = deck.filter((card) => card.rank === rankNumber).length;
    return { total: 52, favourable, crossCount: 4, describe: ['a standard deck: 52 cards', 'أوراق اللعب: ٥٢ ورقة'], event: [`a ${ranks[0]![1]}`, ranks[0]![2]], written: ['52'] };
  }
  const [, en, ar, count] = suits[0]!;
  const test = (card: { rank: number; suit: number }): boolean => (en === 'red' ? card.suit < 2 : en === 'black' ? card.suit >= 2 : en === 'a face card' ? card.rank >= 11 : card.suit === ['a heart', 'a diamond', 'a spade', 'a club'].indexOf(en));
  return { total: 52, favourable: deck.filter(test).length, crossCount: count, describe: ['a standard deck: 52 cards', 'أوراق اللعب: ٥٢ ورقة'], event: [en, ar], written: ['52'] };
}

const COLOURS: ReadonlyArray<[RegExp, string, string]> = [[/حمر|\bred\b/, 'red', 'حمراء'], [/بيض|\bwhite\b/, 'white', 'بيضاء'], [/زرق|\bblue\b/, 'blue', 'زرقاء'], [/سود|\bblack\b/, 'black', 'سوداء'], [/خضر|\bgreen\b/, 'green', 'خضراء'], [/صفر|\byellow\b/, 'yellow', 'صفراء']];

function bag(words: string): Space | null {
  if (!/\bbag\b|\bbox\b|كيس|صندوق/.test(words) || !/\bballs?\b|كر[هاتو]/.test(words) || /معا|together|\btwo\s+balls|كرتان|كرتين|replacement|احلال/.test(words)) return null;
  const counts = [...words.matchAll(/(\d+)\s*(?:كرات|كره|balls?)?\s*([\u0621-\u064Aa-z]+)/g)]
    .map((match) => ({ count: Number(match[1]), colour: COLOURS.find(([cue]) => cue.test(match[2]!)) }))
    .filter((entry): entry is { count: number; colour: [RegExp, string, string] } => entry.colour !== undefined);
  if (counts.length < 2 || new Set(counts.map((entry) => entry.colour[1])).size !== counts.length) return null;
  const question = words.slice(words.search(/احتمال|probability/));
  const asked = counts.filter((entry) => entry.colour[0].test(question));
  if (asked.length !== 1) return null;
  const negated = /\bnot\b|ليست|ليس|غير|لا\s/.test(question);
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const favourable = negated ? total - asked[0]!.count : asked[0]!.count;
  const others = counts.filter((entry) => entry !== asked[0]).reduce((sum, entry) => sum + entry.count, 0);
  return {
    total,
    favourable,
    crossCount: negated ? others : total - others,
    describe: [`${counts.map((entry) => `${entry.count} ${entry.colour[1]}`).join(', ')}: ${total} balls`, `${counts.map((entry) => `${entry.count} ${entry.colour[2]}`).join('، ')}: ${total} كرة`],
    event: [`${negated ? 'not ' : ''}${asked[0]!.colour[1]}`, `${negated ? 'ليست ' : ''}${asked[0]!.colour[2]}`],
    written: counts.map((entry) => String(entry.count)),
  };
}

export function solveChance(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const words = toLatinDigits(prepared.words);
  if (!/احتمال|probab|chance/.test(words)) return null;
  const asked = words.slice(words.search(/احتمال|probab|chance/));
  const negated = /\bnot\b|n't|\bneither|ليس|ليست|غير|(?<![\u0621-\u064A])لا\s|عدم|\bو?لا\b/.test(asked);
  const space = negated ? bag(words) : dice(words) ?? coins(words) ?? cards(words) ?? bag(words);
  if (!space || space.total === 0 || space.favourable !== space.crossCount) return null;
  const written = new Set(space.written.map(Number));
  if (prepared.numbers.some((value) => !written.has(value))) return null;
  const p = space.favourable / space.total;
  const divisor = gcd(space.favourable, space.total) || 1;
  const fraction = rationalLatex(p) ?? decimal(p);
  return finish({
    kind: 'probability-basic',
    title: ['Probability of an event', 'احتمال حدث'],
    statement: say(language, `${space.describe[0]}; event: ${space.event[0]}. ${space.written.map((n) => m(n)).join(' ')}`, `${space.describe[1]}؛ الحدث: ${space.event[1]}. ${space.written.map((n) => m(n)).join(' ')}`),
    steps: [
      step(say(language, `Sample space: ${space.describe[0]}.`, `فضاء العينة: ${space.describe[1]}.`), say(language, 'With equally likely outcomes, P(event) = favourable outcomes ÷ all outcomes.', 'عند تساوي فرص النواتج: الاحتمال = عدد النواتج الملائمة ÷ عدد كل النواتج.')),
      step(say(language, `Favourable outcomes (${space.event[0]}): ${space.favourable}`, `النواتج الملائمة (${space.event[1]}): ${space.favourable}`)),
      step(m(`P = \\frac{${space.favourable}}{${space.total}}${divisor > 1 ? ` = ${fraction}` : ''}`)),
    ],
    answer: m(`P = ${fraction}${/frac/.test(fraction) ? ` \\approx ${decimal(p)}` : ''}`),
    check: say(language, `Counted again another way: ${space.crossCount} favourable outcomes. ✓`, `العد بطريقة أخرى يعطي ${space.crossCount} ناتجًا ملائمًا. ✓`),
    result: { values: [p] },
  }, language);
}
