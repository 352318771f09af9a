/**
 * Laws of motion: the equations of uniformly accelerated motion, uniform motion, average speed, Newton's second law, weight and momentum.
 */
import { defineLaw, nonZero, type Law } from './defineLaw';

export const MOTION_LAWS: readonly Law[] = [
  defineLaw({
    id: 'first-equation-of-motion',
    kind: 'kinematics',
    topic: 'accelerated',
    name: { ar: 'معادلة الحركة الأولى', en: 'the first equation of motion' },
    explanation: {
      ar: 'العجلة المنتظمة تعني أن السرعة تتغير بالمقدار نفسه كل ثانية، فالسرعة بعد زمن t هي السرعة الابتدائية مضافًا إليها التغير a t.',
      en: 'Constant acceleration means the velocity changes by the same amount every second, so after a time t the velocity is the initial velocity plus the change a t.',
    },
    equation: 'v = v0 + a*t',
    solveFor: { v: 'v0 + a*t', v0: 'v - a*t', a: '(v - v0)/t', t: { source: '(v - v0)/a', when: nonZero('a') } },
  }),
  defineLaw({
    id: 'second-equation-of-motion',
    kind: 'kinematics',
    topic: 'accelerated',
    name: { ar: 'معادلة الحركة الثانية', en: 'the second equation of motion' },
    explanation: {
      ar: 'الإزاحة هي المساحة تحت منحنى (السرعة – الزمن): مستطيل v₀t ومثلث ½at² فوقه.',
      en: 'The displacement is the area under the velocity–time graph: a rectangle v₀t plus a triangle ½at² on top of it.',
    },
    equation: 'd = v0*t + 1/2*a*t^2',
    solveFor: {
      d: 'v0*t + 1/2*a*t^2',
      a: '2*(d - v0*t)/t^2',
      v0: '(d - 1/2*a*t^2)/t',
      t: { source: 'sqrt(2*d/a)', when: (values) => values.v0 === 0 && (values.a ?? 0) !== 0 },
    },
  }),
  defineLaw({
    id: 'third-equation-of-motion',
    kind: 'kinematics',
    topic: 'accelerated',
    name: { ar: 'معادلة الحركة الثالثة', en: 'the third equation of motion' },
    explanation: {
      ar: 'تربط السرعة بالإزاحة دون الحاجة إلى الزمن، وهي ناتجة عن حذف t من المعادلتين الأولى والثانية.',
      en: 'It links velocity and displacement without needing the time; it comes from eliminating t between the first two equations.',
    },
    equation: 'v^2 = v0^2 + 2*a*d',
    solveFor: {
      v: 'sqrt(v0^2 + 2*a*d)',
      v0: 'sqrt(v^2 - 2*a*d)',
      a: '(v^2 - v0^2)/(2*d)',
      d: { source: '(v^2 - v0^2)/(2*a)', when: nonZero('a') },
    },
  }),
  defineLaw({
    id: 'average-velocity-equation',
    kind: 'kinematics',
    topic: 'accelerated',
    name: { ar: 'معادلة الإزاحة بدلالة متوسط السرعة', en: 'displacement from the average velocity' },
    explanation: {
      ar: 'عندما تكون العجلة منتظمة يكون متوسط السرعة هو متوسط السرعتين الابتدائية والنهائية، والإزاحة = متوسط السرعة × الزمن.',
      en: 'With constant acceleration the average velocity is the mean of the initial and final velocities, and displacement = average velocity × time.',
    },
    equation: 'd = (v0 + v)/2*t',
    solveFor: { d: '(v0 + v)/2*t', t: { source: '2*d/(v0 + v)', when: (values) => (values.v0 ?? 0) + (values.v ?? 0) !== 0 } },
  }),
  defineLaw({
    id: 'uniform-motion',
    kind: 'uniform-motion',
    topic: 'uniform',
    name: { ar: 'قانون الحركة بسرعة منتظمة', en: 'uniform motion (constant speed)' },
    explanation: {
      ar: 'السرعة المنتظمة تعني أن الجسم يقطع إزاحات متساوية في أزمنة متساوية، فالمسافة = السرعة × الزمن.',
      en: 'Constant speed means equal distances in equal times, so distance = speed × time.',
    },
    equation: 'd = v*t',
    solveFor: { d: 'v*t', v: 'd/t', t: { source: 'd/v', when: nonZero('v') } },
  }),
  defineLaw({
    id: 'average-speed',
    kind: 'average-speed',
    name: { ar: 'قانون السرعة المتوسطة', en: 'the average speed' },
    explanation: {
      ar: 'السرعة المتوسطة هي المسافة الكلية التي يقطعها الجسم مقسومة على الزمن الكلي المستغرق، مهما تغيرت سرعته أثناء الرحلة.',
      en: 'Average speed is the total distance travelled divided by the total time taken, however the speed varied on the way.',
    },
    equation: 'vavg = d/t',
    solveFor: { vavg: 'd/t', d: 'vavg*t', t: { source: 'd/vavg', when: nonZero('vavg') } },
  }),
  defineLaw({
    id: 'newtons-second-law',
    kind: 'newtons-second-law',
    name: { ar: 'قانون نيوتن الثاني', en: "Newton's second law" },
    explanation: {
      ar: 'القوة المحصلة المؤثرة على جسم تساوي حاصل ضرب كتلته في العجلة التي يكتسبها، والعجلة في اتجاه القوة المحصلة.',
      en: 'The net force on a body equals its mass times the acceleration it gains, and the acceleration points along the net force.',
    },
    equation: 'F = m*a',
    solveFor: { F: 'm*a', m: { source: 'F/a', when: nonZero('a') }, a: 'F/m' },
  }),
  defineLaw({
    id: 'weight',
    kind: 'weight',
    name: { ar: 'قانون الوزن', en: 'the weight of a body' },
    explanation: {
      ar: 'الوزن هو قوة جذب الأرض للجسم، ويساوي الكتلة × عجلة الجاذبية؛ الكتلة ثابتة أما الوزن فيتغير بتغير g.',
      en: 'Weight is the pull of the Earth on the body: mass × gravitational acceleration. The mass stays the same, the weight changes with g.',
    },
    equation: 'Fg = m*g',
    solveFor: { Fg: 'm*g', m: 'Fg/g', g: 'Fg/m' },
  }),
  defineLaw({
    id: 'momentum',
    kind: 'momentum',
    name: { ar: 'قانون كمية الحركة الخطية', en: 'linear momentum' },
    explanation: {
      ar: 'كمية الحركة كمية متجهة تساوي الكتلة × السرعة، واتجاهها هو اتجاه السرعة.',
      en: 'Momentum is a vector equal to mass × velocity, pointing along the velocity.',
    },
    equation: 'p = m*v',
    solveFor: { p: 'm*v', m: { source: 'p/v', when: nonZero('v') }, v: 'p/m' },
  }),
];
