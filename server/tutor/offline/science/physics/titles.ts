/**
 * Headings of the physics solutions, by Solution.kind.
 */
import type { Bilingual } from '../shared/format';

export const PHYSICS_TITLES: Readonly<Record<string, Bilingual>> = {
  kinematics: { ar: 'الحركة في خط مستقيم بعجلة منتظمة', en: 'Motion in a straight line with constant acceleration' },
  'free-fall': { ar: 'السقوط الحر', en: 'Free fall' },
  'vertical-motion': { ar: 'الحركة الرأسية لأعلى', en: 'Vertical motion upwards' },
  'uniform-motion': { ar: 'الحركة بسرعة منتظمة', en: 'Motion at constant speed' },
  'average-speed': { ar: 'السرعة المتوسطة', en: 'Average speed' },
  'newtons-second-law': { ar: 'قانون نيوتن الثاني', en: "Newton's second law" },
  'net-force': { ar: 'محصلة القوى', en: 'Net force' },
  weight: { ar: 'الكتلة والوزن', en: 'Mass and weight' },
  momentum: { ar: 'كمية الحركة الخطية', en: 'Linear momentum' },
  work: { ar: 'الشغل', en: 'Work' },
  'kinetic-energy': { ar: 'طاقة الحركة', en: 'Kinetic energy' },
  'potential-energy': { ar: 'طاقة الوضع', en: 'Potential energy' },
  power: { ar: 'القدرة', en: 'Power' },
  efficiency: { ar: 'الكفاءة', en: 'Efficiency' },
  'ohms-law': { ar: 'قانون أوم', en: "Ohm's law" },
  'resistors-series': { ar: 'توصيل المقاومات على التوالي', en: 'Resistors in series' },
  'resistors-parallel': { ar: 'توصيل المقاومات على التوازي', en: 'Resistors in parallel' },
  'electric-power': { ar: 'القدرة الكهربية', en: 'Electric power' },
  'electric-energy': { ar: 'الطاقة الكهربية المستهلكة', en: 'Electrical energy' },
  'electric-charge': { ar: 'كمية الكهربية', en: 'Electric charge' },
  density: { ar: 'الكثافة', en: 'Density' },
  pressure: { ar: 'الضغط', en: 'Pressure' },
  'liquid-pressure': { ar: 'الضغط عند نقطة في باطن سائل', en: 'Pressure in a liquid' },
};
