/**
 * Laws of electric circuits: Ohm's law, electric power, energy consumed and charge.
 */
import { defineLaw, nonZero, type Law } from './defineLaw';

export const ELECTRICITY_LAWS: readonly Law[] = [
  defineLaw({
    id: 'ohms-law',
    kind: 'ohms-law',
    name: { ar: 'قانون أوم', en: "Ohm's law" },
    explanation: {
      ar: 'شدة التيار المار في موصل تتناسب طرديًا مع فرق الجهد بين طرفيه عند ثبوت درجة الحرارة، وثابت التناسب هو المقاومة.',
      en: 'At constant temperature the current through a conductor is proportional to the potential difference across it; the constant of proportionality is the resistance.',
    },
    equation: 'V = I*R',
    solveFor: { V: 'I*R', I: 'V/R', R: { source: 'V/I', when: nonZero('I') } },
  }),
  defineLaw({
    id: 'electric-power',
    kind: 'electric-power',
    name: { ar: 'قانون القدرة الكهربية', en: 'electric power' },
    explanation: {
      ar: 'القدرة الكهربية هي الطاقة التي يحولها الجهاز في الثانية: فرق الجهد (جول لكل كولوم) × شدة التيار (كولوم لكل ثانية).',
      en: 'Electric power is the energy a device converts each second: voltage (joules per coulomb) × current (coulombs per second).',
    },
    equation: 'P = V*I',
    solveFor: { P: 'V*I', V: { source: 'P/I', when: nonZero('I') }, I: { source: 'P/V', when: nonZero('V') } },
  }),
  defineLaw({
    id: 'electric-power-current',
    kind: 'electric-power',
    name: { ar: 'القدرة الكهربية بدلالة التيار والمقاومة', en: 'electric power from current and resistance' },
    explanation: {
      ar: 'بالتعويض عن V = I R في P = V I نحصل على P = I² R.',
      en: 'Substituting V = I R into P = V I gives P = I² R.',
    },
    equation: 'P = I^2*R',
    solveFor: { P: 'I^2*R', I: 'sqrt(P/R)', R: { source: 'P/I^2', when: nonZero('I') } },
  }),
  defineLaw({
    id: 'electric-power-voltage',
    kind: 'electric-power',
    name: { ar: 'القدرة الكهربية بدلالة الجهد والمقاومة', en: 'electric power from voltage and resistance' },
    explanation: {
      ar: 'بالتعويض عن I = V / R في P = V I نحصل على P = V² / R.',
      en: 'Substituting I = V / R into P = V I gives P = V² / R.',
    },
    equation: 'P = V^2/R',
    solveFor: { P: 'V^2/R', V: 'sqrt(P*R)', R: { source: 'V^2/P', when: nonZero('P') } },
  }),
  defineLaw({
    id: 'electric-energy',
    kind: 'electric-energy',
    name: { ar: 'قانون الطاقة الكهربية المستهلكة', en: 'electrical energy consumed' },
    explanation: {
      ar: 'الطاقة المستهلكة = القدرة × الزمن؛ وبالكيلووات ساعة: القدرة بالكيلووات × الزمن بالساعات (1 kWh = 3.6 × 10⁶ J).',
      en: 'Energy used = power × time; in kilowatt-hours: power in kW × time in hours (1 kWh = 3.6 × 10⁶ J).',
    },
    equation: 'E = P*t',
    solveFor: { E: 'P*t', P: 'E/t', t: { source: 'E/P', when: nonZero('P') } },
  }),
  defineLaw({
    id: 'electric-energy-charge',
    kind: 'electric-energy',
    name: { ar: 'الطاقة الكهربية بدلالة الشحنة وفرق الجهد', en: 'electrical energy from charge and voltage' },
    explanation: {
      ar: 'فرق الجهد هو الشغل المبذول لنقل كولوم واحد، فالطاقة = الشحنة × فرق الجهد.',
      en: 'Voltage is the work done per coulomb moved, so energy = charge × voltage.',
    },
    equation: 'E = Q*V',
    solveFor: { E: 'Q*V', Q: { source: 'E/V', when: nonZero('V') }, V: { source: 'E/Q', when: nonZero('Q') } },
  }),
  defineLaw({
    id: 'electric-charge',
    kind: 'electric-charge',
    name: { ar: 'قانون كمية الكهربية', en: 'electric charge' },
    explanation: {
      ar: 'شدة التيار هي كمية الكهربية المارة في مقطع الموصل في الثانية، فالشحنة = شدة التيار × الزمن.',
      en: 'Current is the charge passing a cross-section each second, so charge = current × time.',
    },
    equation: 'Q = I*t',
    solveFor: { Q: 'I*t', I: 'Q/t', t: { source: 'Q/I', when: nonZero('I') } },
  }),
];
