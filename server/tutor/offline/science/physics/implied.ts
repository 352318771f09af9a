/**
 * What the wording of a physics problem implies without a number: from rest (v₀ = 0), stops (v = 0), free fall
 * (a = g), thrown up (a = −g, v = 0 at the top), deceleration (a < 0), and the standard values a solution may
 * need (g = 9.8 m/s², water 1000 kg/m³, atmosphere 1.013 × 10⁵ Pa); also "three identical resistors".
 */
import type { Bilingual } from '../shared/format';
import type { WordSet } from '../shared/words';
import { CONTEXT, COUNT_WORDS } from './cues';
import type { Given, PhysicsReading, Target } from './problem';
import type { QuantitySymbol } from './symbols';

const REASONS = {
  gravity: { ar: 'عجلة الجاذبية الأرضية', en: 'gravitational acceleration' },
  fromRest: { ar: 'يبدأ من السكون', en: 'starts from rest' },
  dropped: { ar: 'يسقط سقوطًا حرًا من السكون', en: 'falls freely from rest' },
  fallsWithG: { ar: 'السقوط الحر: العجلة هي عجلة الجاذبية، والاتجاه لأسفل موجب', en: 'free fall: the acceleration is g, downwards taken as positive' },
  upAgainstG: { ar: 'الحركة لأعلى ضد الجاذبية: العجلة تقصيرية، والاتجاه لأعلى موجب', en: 'moving up against gravity: the acceleration is −g, upwards taken as positive' },
  top: { ar: 'عند أقصى ارتفاع تنعدم السرعة لحظيًا', en: 'at the highest point the velocity is momentarily zero' },
  stops: { ar: 'يتوقف في النهاية', en: 'comes to rest at the end' },
  decelerates: { ar: 'العجلة تقصيرية فتكون سالبة', en: 'the motion is decelerated, so the acceleration is negative' },
  water: { ar: 'كثافة الماء', en: 'density of water' },
  atmosphere: { ar: 'الضغط الجوي المعتاد', en: 'standard atmospheric pressure' },
} satisfies Record<string, Bilingual>;

export interface ImpliedContext {
  has: (words: WordSet) => boolean;
  vertical: PhysicsReading['vertical'];
  targets: readonly Target[];
}

/** Values the wording implies (from rest, stops, free fall) and standard values the solution may need. */
export function addImpliedValues(singles: Map<QuantitySymbol, Given>, context: ImpliedContext): void {
  const imply = (symbol: QuantitySymbol, value: number, reason: Bilingual, assumed = false) => {
    if (singles.has(symbol) || context.targets.some((target) => target.symbol === symbol)) return;
    singles.set(symbol, { symbol, value, reason, ...(assumed ? { assumed } : {}) });
  };
  imply('g', 9.8, REASONS.gravity, true);
  const gravity = singles.get('g')?.value ?? 9.8;
  if (context.vertical === 'down') {
    if (!context.has(CONTEXT.thrownDown)) imply('v0', 0, REASONS.dropped);
    imply('a', gravity, REASONS.fallsWithG);
  }
  if (context.vertical === 'up') {
    imply('a', -gravity, REASONS.upAgainstG);
    if (context.has(CONTEXT.top)) imply('v', 0, REASONS.top);
  }
  if (context.has(CONTEXT.fromRest)) imply('v0', 0, REASONS.fromRest);
  if (context.has(CONTEXT.stops)) imply('v', 0, REASONS.stops);
  const acceleration = singles.get('a');
  if (acceleration?.written && acceleration.value > 0 && context.has(CONTEXT.decelerates)) {
    singles.set('a', { ...acceleration, value: -acceleration.value, reason: REASONS.decelerates });
  }
  if (context.has(CONTEXT.water) && !context.has(CONTEXT.sea)) imply('rho', 1000, REASONS.water, true);
  if (context.targets.some((target) => target.symbol === 'Ptot')) imply('Pa', 1.013e5, REASONS.atmosphere, true);
}

const RESISTOR_COUNT = /(\d+|[A-Za-z\u0621-\u064A]+)\s+(?:(?:identical|equal|similar)\s+)?(?:resistors|resistances|lamps|bulbs|مقاومات|مصابيح)/i;

export function countResistors(text: string): number {
  if (/مقاومتان|مقاومتين|مصباحان|مصباحين|two (?:identical |equal |similar )?(?:resistors|lamps|bulbs)/i.test(text)) return 2;
  const word = RESISTOR_COUNT.exec(text)?.[1]?.toLowerCase();
  if (!word) return 1;
  const count = /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word] ?? 1);
  return count >= 2 && count <= 20 ? count : 1;
}
