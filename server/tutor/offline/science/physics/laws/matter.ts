/**
 * Laws of density and pressure, in solids and in liquids.
 */
import { defineLaw, nonZero, type Law } from './defineLaw';

export const MATTER_LAWS: readonly Law[] = [
  defineLaw({
    id: 'density',
    kind: 'density',
    name: { ar: 'قانون الكثافة', en: 'density' },
    explanation: {
      ar: 'الكثافة هي كتلة وحدة الحجوم من المادة، وهي خاصية مميزة للمادة لا تعتمد على شكل الجسم أو حجمه.',
      en: 'Density is the mass of a unit volume of a substance; it characterises the substance, whatever the size or shape of the body.',
    },
    equation: 'rho = m/Vol',
    solveFor: { rho: 'm/Vol', m: 'rho*Vol', Vol: { source: 'm/rho', when: nonZero('rho') } },
  }),
  defineLaw({
    id: 'pressure',
    kind: 'pressure',
    name: { ar: 'قانون الضغط', en: 'pressure' },
    explanation: {
      ar: 'الضغط هو القوة العمودية المؤثرة على وحدة المساحات؛ فكلما صغرت المساحة زاد الضغط للقوة نفسها.',
      en: 'Pressure is the perpendicular force on each unit of area; the same force on a smaller area gives a larger pressure.',
    },
    equation: 'Pr = F/A',
    solveFor: { Pr: 'F/A', F: 'Pr*A', A: { source: 'F/Pr', when: nonZero('Pr') } },
  }),
  defineLaw({
    id: 'pressure-of-weight',
    kind: 'pressure',
    name: { ar: 'ضغط جسم على سطح (القوة = الوزن)', en: 'pressure of a body resting on a surface (force = weight)' },
    explanation: {
      ar: 'الجسم الموضوع على سطح أفقي يؤثر عليه بقوة عمودية تساوي وزنه، فالضغط = الوزن ÷ مساحة التلامس.',
      en: 'A body resting on a horizontal surface presses on it with a force equal to its weight, so pressure = weight ÷ contact area.',
    },
    equation: 'Pr = Fg/A',
    solveFor: { Pr: 'Fg/A', Fg: 'Pr*A', A: { source: 'Fg/Pr', when: nonZero('Pr') } },
  }),
  defineLaw({
    id: 'liquid-pressure',
    kind: 'liquid-pressure',
    name: { ar: 'قانون ضغط السائل عند نقطة', en: 'the pressure of a liquid at a depth' },
    explanation: {
      ar: 'ضغط السائل عند نقطة هو وزن عمود السائل فوق وحدة المساحات: ρ g h، ولا يعتمد على شكل الإناء أو مساحة قاعدته.',
      en: 'The liquid pressure at a point is the weight of the liquid column above each unit area, ρ g h; it does not depend on the shape of the container.',
    },
    equation: 'Pl = rho*g*h',
    solveFor: { Pl: 'rho*g*h', rho: { source: 'Pl/(g*h)', when: nonZero('h') }, h: { source: 'Pl/(rho*g)', when: nonZero('rho') } },
  }),
  defineLaw({
    id: 'total-pressure',
    kind: 'liquid-pressure',
    name: { ar: 'الضغط الكلي عند نقطة في سائل مكشوف', en: 'the total pressure at a depth in an open liquid' },
    explanation: {
      ar: 'سطح السائل المكشوف يقع عليه الضغط الجوي، وينتقل هذا الضغط خلال السائل فيضاف إلى ضغط عمود السائل.',
      en: 'The open surface carries atmospheric pressure, which is transmitted through the liquid and adds to the pressure of the liquid column.',
    },
    equation: 'Ptot = Pa + Pl',
    solveFor: { Ptot: 'Pa + Pl', Pa: 'Ptot - Pl', Pl: 'Ptot - Pa' },
  }),
];
