/**
 * Laws of work, energy, power and efficiency.
 */
import { defineLaw, nonZero, type Law } from './defineLaw';

export const ENERGY_LAWS: readonly Law[] = [
  defineLaw({
    id: 'work',
    kind: 'work',
    name: { ar: 'قانون الشغل', en: 'the work done by a force' },
    explanation: {
      ar: 'الشغل هو حاصل ضرب القوة في الإزاحة في اتجاهها؛ عندما تكون القوة في اتجاه الحركة يكون الشغل = F × d.',
      en: 'Work is force times the displacement along it; when the force acts along the motion, W = F × d.',
    },
    equation: 'work = F*d',
    solveFor: { work: 'F*d', F: { source: 'work/d', when: nonZero('d') }, d: { source: 'work/F', when: nonZero('F') } },
    unlessKnown: ['theta'],
  }),
  defineLaw({
    id: 'work-at-an-angle',
    kind: 'work',
    name: { ar: 'قانون الشغل (قوة تميل على الإزاحة)', en: 'the work done by a force at an angle' },
    explanation: {
      ar: 'المركبة الوحيدة من القوة التي تبذل شغلًا هي المركبة في اتجاه الإزاحة، ومقدارها F cos θ.',
      en: 'Only the component of the force along the displacement, F cos θ, does work.',
    },
    equation: 'work = F*d*cosd(theta)',
    solveFor: { work: 'F*d*cosd(theta)', F: 'work/(d*cosd(theta))', d: 'work/(F*cosd(theta))' },
  }),
  defineLaw({
    id: 'work-against-gravity',
    kind: 'work',
    name: { ar: 'الشغل المبذول ضد الجاذبية (رفع جسم)', en: 'the work done against gravity (lifting)' },
    explanation: {
      ar: 'لرفع جسم بسرعة ثابتة نؤثر بقوة تساوي وزنه لأعلى، فالشغل = الوزن × الارتفاع.',
      en: 'Lifting a body at steady speed needs an upward force equal to its weight, so the work is weight × height.',
    },
    equation: 'work = Fg*h',
    solveFor: { work: 'Fg*h', Fg: { source: 'work/h', when: nonZero('h') }, h: { source: 'work/Fg', when: nonZero('Fg') } },
  }),
  defineLaw({
    id: 'kinetic-energy',
    kind: 'kinetic-energy',
    name: { ar: 'قانون طاقة الحركة', en: 'kinetic energy' },
    explanation: {
      ar: 'طاقة الحركة هي الشغل اللازم لإكساب الجسم سرعته من السكون، وتتناسب طرديًا مع الكتلة ومع مربع السرعة.',
      en: 'Kinetic energy is the work needed to bring the body from rest to its speed; it is proportional to the mass and to the square of the speed.',
    },
    equation: 'KE = 1/2*m*v^2',
    solveFor: { KE: '1/2*m*v^2', m: { source: '2*KE/v^2', when: nonZero('v') }, v: 'sqrt(2*KE/m)' },
  }),
  defineLaw({
    id: 'potential-energy',
    kind: 'potential-energy',
    name: { ar: 'قانون طاقة الوضع', en: 'gravitational potential energy' },
    explanation: {
      ar: 'طاقة الوضع هي الشغل المبذول لرفع الجسم إلى ارتفاع h ضد الجاذبية، وتقاس من مستوى مرجعي (سطح الأرض عادةً).',
      en: 'Potential energy is the work done lifting the body to height h against gravity, measured from a reference level (usually the ground).',
    },
    equation: 'PE = m*g*h',
    solveFor: { PE: 'm*g*h', m: { source: 'PE/(g*h)', when: nonZero('h') }, h: 'PE/(m*g)' },
  }),
  defineLaw({
    id: 'power',
    kind: 'power',
    name: { ar: 'قانون القدرة', en: 'power' },
    explanation: {
      ar: 'القدرة هي المعدل الزمني لبذل الشغل: الشغل المبذول في الثانية الواحدة، ووحدتها الوات = جول/ثانية.',
      en: 'Power is the rate of doing work: the work done each second, measured in watts = joules per second.',
    },
    equation: 'P = work/t',
    solveFor: { P: 'work/t', work: 'P*t', t: { source: 'work/P', when: nonZero('P') } },
  }),
  defineLaw({
    id: 'power-force-velocity',
    kind: 'power',
    name: { ar: 'القدرة بدلالة القوة والسرعة', en: 'power from force and velocity' },
    explanation: {
      ar: 'بقسمة الشغل F d على الزمن نحصل على F × (d/t) أي القوة × السرعة.',
      en: 'Dividing the work F d by the time gives F × (d/t), that is force × velocity.',
    },
    equation: 'P = F*v',
    solveFor: { P: 'F*v', F: { source: 'P/v', when: nonZero('v') }, v: { source: 'P/F', when: nonZero('F') } },
  }),
  defineLaw({
    id: 'useful-power',
    kind: 'efficiency',
    name: { ar: 'القدرة المفيدة = الشغل المفيد ÷ الزمن', en: 'useful power = useful work ÷ time' },
    explanation: {
      ar: 'الشغل الذي تبذله الآلة على الحمل هو ناتجها المفيد، ومعدله الزمني هو قدرتها المفيدة (الخارجة).',
      en: 'The work a machine does on its load is its useful output; its rate is the useful (output) power.',
    },
    equation: 'Pout = work/t',
    solveFor: { Pout: 'work/t', work: 'Pout*t', t: { source: 'work/Pout', when: nonZero('Pout') } },
  }),
  defineLaw({
    id: 'input-power',
    kind: 'efficiency',
    name: { ar: 'القدرة الداخلة = الطاقة الداخلة ÷ الزمن', en: 'input power = input energy ÷ time' },
    explanation: {
      ar: 'القدرة الداخلة هي الطاقة التي تستهلكها الآلة في كل ثانية.',
      en: 'The input power is the energy the machine takes in each second.',
    },
    equation: 'Pin = Ein/t',
    solveFor: { Pin: 'Ein/t', Ein: 'Pin*t', t: { source: 'Ein/Pin', when: nonZero('Pin') } },
  }),
  defineLaw({
    id: 'efficiency-energy',
    kind: 'efficiency',
    name: { ar: 'قانون الكفاءة', en: 'efficiency' },
    explanation: {
      ar: 'الكفاءة هي نسبة الطاقة المفيدة الناتجة إلى الطاقة الكلية الداخلة، ولا تصل إلى 100% بسبب الفقد (حرارة، احتكاك).',
      en: 'Efficiency is the useful energy out divided by the total energy in; it never reaches 100% because of losses (heat, friction).',
    },
    equation: 'eta = Eout/Ein*100',
    solveFor: { eta: 'Eout/Ein*100', Eout: 'eta*Ein/100', Ein: { source: 'Eout*100/eta', when: nonZero('eta') } },
  }),
  defineLaw({
    id: 'efficiency-power',
    kind: 'efficiency',
    name: { ar: 'قانون الكفاءة (بدلالة القدرة)', en: 'efficiency from power' },
    explanation: {
      ar: 'بما أن القدرة طاقة في وحدة الزمن، فالكفاءة أيضًا = القدرة المفيدة ÷ القدرة الداخلة × 100%.',
      en: 'Power is energy per unit time, so efficiency is also useful power out ÷ power in × 100%.',
    },
    equation: 'eta = Pout/Pin*100',
    solveFor: { eta: 'Pout/Pin*100', Pout: 'eta*Pin/100', Pin: { source: 'Pout*100/eta', when: nonZero('eta') } },
  }),
];
