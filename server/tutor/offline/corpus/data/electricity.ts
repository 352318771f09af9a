/**
 * Exam-style problems of the electricity area (see ../types.ts), answers computed independently of the tutor
 * (by hand and with a standard-library python script; the working is in `source` where it is not one line).
 */
import type { CorpusProblem } from '../types';

const P = 'physics' as const;

export const electricityCorpus: readonly CorpusProblem[] = [
  // ── resistors in series, parallel and combined ──
  { id: 'ele-resistors-01', subject: P, kind: 'resistor-network', language: 'ar', question: 'ثلاث مقاومات ٢ أوم و ٣ أوم و ٥ أوم متصلة على التوالي، احسب المقاومة المكافئة', expected: { values: [10] } },
  { id: 'ele-resistors-02', subject: P, kind: 'resistor-network', language: 'ar', question: 'مقاومتان 6 اوم و 3 اوم على التوازي يبقى المقاومه المكافئه كام؟', expected: { values: [2] }, source: '6·3/(6+3) = 2' },
  { id: 'ele-resistors-03', subject: P, kind: 'resistor-network', language: 'ar', question: 'R1 = 6 Ω و R2 = 3 Ω على التوازي ثم على التوالي مع R3 = 4 Ω ، احسب المقاومة المكافئة', expected: { values: [6] }, source: '2 + 4' },
  { id: 'ele-resistors-04', subject: P, kind: 'resistor-network', language: 'en', question: 'Three resistors of 12 Ω, 6 Ω and 4 Ω are connected in parallel. Find the equivalent resistance.', expected: { values: [2] }, source: '1/12 + 1/6 + 1/4 = 1/2' },
  { id: 'ele-resistors-05', subject: P, kind: 'resistor-network', language: 'en', question: 'A 10 Ω resistor is connected in series with a parallel combination of 20 Ω and 30 Ω. Find the total resistance.', expected: { values: [22] }, source: '10 + 600/50' },
  { id: 'ele-resistors-06', subject: P, kind: 'resistor-network', language: 'ar', question: 'مقاومتان ٤ أوم و ١٢ أوم متصلتان على التوازي ومتصلتان ببطارية ٦ فولت مقاومتها الداخلية مهملة. احسب شدة التيار الكلي', expected: { values: [2] }, source: 'R = 48/16 = 3, I = 6/3' },
  { id: 'ele-resistors-07', subject: P, kind: 'resistor-network', language: 'ar', question: 'عايز اعرف شدة التيار في كل مقاومة: مقاومتين ١٠Ω و ١٥Ω على التوازي على فرق جهد 30 V', expected: { values: [3, 2] }, source: '30/10, 30/15' },
  { id: 'ele-resistors-08', subject: P, kind: 'resistor-network', language: 'en', question: 'Resistors of 2 Ω, 4 Ω and 6 Ω are connected in series across a 24 V battery. Find the current and the voltage across the 6 Ω resistor.', expected: { values: [2, 12] }, source: 'I = 24/12 = 2 A, V = 2·6' },
  { id: 'ele-resistors-09', subject: P, kind: 'resistor-network', language: 'ar', question: 'اربع مقاومات متساويه قيمة كل منها ٢٠ أوم متصلة على التوازى. احسب المقاومة المكافئة', expected: { values: [5] } },
  { id: 'ele-resistors-10', subject: P, kind: 'resistor-network', language: 'ar', question: 'مقاومتان ٣٠ أوم و ٦٠ أوم على التوازي وتتصلان على التوالى بمقاومة ١٠ أوم ومصدر جهده ٦٠ فولت. (أ) احسب المقاومة المكافئة (ب) احسب شدة التيار المار في المقاومة ٣٠ أوم', expected: { parts: [{ values: [30] }, { values: [4 / 3] }] }, source: 'R = 20 + 10 = 30, I = 2 A, V‖ = 40 V, I30 = 40/30' },

  // ── battery with internal resistance ──
  { id: 'ele-battery-01', subject: P, kind: 'internal-resistance', language: 'ar', question: 'بطارية قوتها الدافعة الكهربية ١٢ فولت ومقاومتها الداخلية ١ أوم وصلت بمقاومة خارجية ٥ أوم. احسب شدة التيار', expected: { values: [2] }, source: '12/(5+1)' },
  { id: 'ele-battery-02', subject: P, kind: 'internal-resistance', language: 'ar', question: 'عمود كهربي ق.د.ك له 6V ومقاومته الداخليه 0.5 اوم متصل بمقاومه 2.5 اوم (أ) احسب شدة التيار (ب) احسب فرق الجهد بين قطبيه', expected: { parts: [{ values: [2] }, { values: [5] }] }, source: 'I = 6/3 = 2, V = 6 − 2·0.5' },
  { id: 'ele-battery-03', subject: P, kind: 'internal-resistance', language: 'en', question: 'A battery of emf 9 V and internal resistance 0.5 Ω is connected to a 4 Ω resistor. Find the current and the terminal voltage.', expected: { values: [2, 8] }, source: 'I = 9/4.5, V = 9 − 1' },
  { id: 'ele-battery-04', subject: P, kind: 'internal-resistance', language: 'en', question: 'A cell of emf 1.5 V and internal resistance 0.25 Ω delivers a current of 0.5 A. What is the terminal potential difference?', expected: { values: [1.375] }, source: '1.5 − 0.5·0.25' },
  { id: 'ele-battery-05', subject: P, kind: 'internal-resistance', language: 'ar', question: 'بطارية ق.د.ك لها ٢٤ فولت ومقاومتها الداخلية ٢ أوم متصلة بمقاومتين ٦ أوم و ٣ أوم على التوازي. احسب شدة التيار الكلي ثم احسب فرق الجهد بين طرفي البطارية', expected: { parts: [{ values: [6] }, { values: [12] }] }, source: 'R = 2, I = 24/(2+2) = 6, V = 24 − 12' },
  { id: 'ele-battery-06', subject: P, kind: 'internal-resistance', language: 'ar', question: 'لو سمحت بطارية قوتها الدافعة ١٥ فولت، لما توصل بمقاومة ٤ اوم يمر تيار ٣ امبير. احسب المقاومة الداخلية', expected: { values: [1] }, source: '15/3 − 4' },
  { id: 'ele-battery-07', subject: P, kind: 'internal-resistance', language: 'en', question: 'A battery has an emf of 12 V. When connected to a 10 Ω resistor, the terminal voltage is 10 V. Find the internal resistance.', expected: { values: [2] }, source: 'I = 10/10 = 1 A, r = (12 − 10)/1' },
  { id: 'ele-battery-08', subject: P, kind: 'internal-resistance', language: 'ar', question: 'بطاريه emf = 20V و r = 1Ω توصل بثلاث مقاومات ٣ و ٦ و ١٠ أوم على التوالي. احسب التيار المار', expected: { values: [1] }, source: '20/(19+1)' },

  // ── Kirchhoff's laws ──
  {
    id: 'ele-kirchhoff-01', subject: P, kind: 'kirchhoff', language: 'ar',
    question: 'باستخدام قانوني كيرشوف: دائرة بها ثلاثة فروع متصلة على التوازي بين نقطتين، الفرع الأول به بطارية ١٢ فولت ومقاومة ٢ أوم، والفرع الثاني به بطارية ٦ فولت ومقاومة ٣ أوم، والفرع الثالث به مقاومة ٦ أوم فقط، والقطبان الموجبان للبطاريتين في نفس الجهة. احسب شدة التيار في المقاومة ٦ أوم',
    expected: { values: [4 / 3] }, source: 'node: V(1/2+1/3+1/6) = 12/2 + 6/3 → V = 8, I = 8/6',
  },
  {
    id: 'ele-kirchhoff-02', subject: P, kind: 'kirchhoff', language: 'en',
    question: "Using Kirchhoff's laws: two batteries, E1 = 10 V in series with R1 = 1 Ω and E2 = 5 V in series with R2 = 2 Ω, are connected in parallel (positive terminals together) across a load R = 4 Ω. Find the current in the load.",
    expected: { values: [1.7857142857] }, source: 'V = (10 + 2.5)/(1 + 0.5 + 0.25) = 7.142857, I = V/4',
  },
  {
    id: 'ele-kirchhoff-03', subject: P, kind: 'kirchhoff', language: 'ar',
    question: 'بتطبيق قانوني كيرشوف على دائرة نتجت المعادلات: I1 = I2 + I3 ، 2 I1 + 4 I3 = 10 ، 3 I2 − 4 I3 = 0. احسب I1 و I2 و I3',
    expected: { values: [35 / 13, 20 / 13, 15 / 13] }, source: 'I2 = 4I3/3, 2I2 + 6I3 = 10 → I3 = 30/26',
  },
  {
    id: 'ele-kirchhoff-04', subject: P, kind: 'kirchhoff', language: 'en',
    question: "Kirchhoff's laws: branch 1 contains an 8 V cell and a 2 Ω resistor, branch 2 contains a 6 V cell and a 2 Ω resistor, branch 3 contains a 4 Ω resistor. The three branches are in parallel between points A and B with the positive terminals of both cells toward A. Find the current in each branch.",
    expected: { values: [1.2, 0.2, 1.4] }, source: 'V = (4 + 3)/(0.5 + 0.5 + 0.25) = 5.6; I1 = 2.4/2, I2 = 0.4/2, I3 = 5.6/4',
  },
  {
    id: 'ele-kirchhoff-05', subject: P, kind: 'kirchhoff', language: 'ar',
    question: 'ازاي احل بكيرشوف: بطاريتين ١٠ فولت و ٤ فولت كل واحدة معاها مقاومة ٢ أوم، متوصلين على التوازي (الموجب مع الموجب) مع مقاومة ١ أوم. التيار في المقاومة ١ أوم يبقى كام؟',
    expected: { values: [3.5] }, source: 'V = (5 + 2)/(0.5 + 0.5 + 1) = 3.5, I = 3.5/1',
  },

  // ── electric power and energy ──
  { id: 'ele-power-01', subject: P, kind: 'electric-power', language: 'ar', question: 'مصباح كهربي مكتوب عليه 220 V و 100 W. احسب مقاومة فتيلته', expected: { values: [484] }, source: '220²/100' },
  { id: 'ele-power-02', subject: P, kind: 'electric-power', language: 'ar', question: 'سخان كهربي مقاومته ٤٤ أوم يعمل على فرق جهد ٢٢٠ فولت، احسب قدرته', expected: { values: [1100] }, source: '220²/44' },
  { id: 'ele-power-03', subject: P, kind: 'electric-power', language: 'en', question: 'An electric heater draws 5 A from a 220 V supply. Find its power and then find the energy consumed in kWh in 2 hours.', expected: { parts: [{ values: [1100] }, { values: [2.2] }] }, source: 'P = 1100 W, E = 1.1 kW · 2 h' },
  { id: 'ele-power-04', subject: P, kind: 'electric-energy', language: 'ar', question: 'مكواه قدرتها 1000 وات تعمل لمدة نص ساعه احسب الطاقه المستهلكه بالجول', expected: { values: [1.8e6] }, source: '1000 · 1800 s' },
  { id: 'ele-power-05', subject: P, kind: 'electric-energy', language: 'en', question: 'A current of 2 A flows through a 50 Ω resistor for 5 minutes. How much heat energy is produced?', expected: { values: [60000] }, source: 'I²Rt = 4·50·300' },
  { id: 'ele-power-06', subject: P, kind: 'electric-power', language: 'ar', question: 'مقاومة ١٠ أوم يمر بها تيار ٣ أمبير، احسب القدرة المستهلكة فيها', expected: { values: [90] }, source: '3²·10' },
  { id: 'ele-power-07', subject: P, kind: 'electric-power', language: 'en', question: 'A 60 W lamp is connected to 240 V. Find the current and the resistance.', expected: { values: [0.25, 960] }, source: 'I = 60/240, R = 240/0.25' },
  { id: 'ele-power-08', subject: P, kind: 'electric-energy', language: 'ar', question: 'جهاز قدرته ٢ كيلووات يعمل ٣ ساعات يوميا، احسب الطاقة المستهلكة بالكيلووات ساعة في ٣٠ يوم', expected: { values: [180] }, source: '2·3·30' },

  // ── energy cost ──
  { id: 'ele-cost-01', subject: P, kind: 'energy-cost', language: 'ar', question: 'سخان قدرته ٢٠٠٠ وات يعمل ٥ ساعات. احسب تكلفة التشغيل بالقرش إذا كان ثمن الكيلووات ساعة ٥٠ قرشًا', expected: { values: [500] }, source: '2 kW · 5 h = 10 kWh · 50' },
  { id: 'ele-cost-02', subject: P, kind: 'energy-cost', language: 'ar', question: 'تلاجة قدرتها ٢٥٠ وات شغالة ٢٤ ساعة في اليوم لمدة ٣٠ يوم، وسعر الكيلووات ساعة ٦٠ قرش. التكلفة كام جنيه؟', expected: { values: [108] }, source: '0.25·24·30 = 180 kWh · 60 = 10800 قرش' },
  { id: 'ele-cost-03', subject: P, kind: 'energy-cost', language: 'en', question: 'A 100 W bulb is left on for 10 hours a day for 30 days. If electricity costs 0.5 pounds per kWh, find the cost in pounds.', expected: { values: [15] }, source: '0.1·10·30 = 30 kWh' },
  { id: 'ele-cost-04', subject: P, kind: 'energy-cost', language: 'ar', question: '٥ مصابيح قدرة كل منها ٦٠ وات تضاء ٤ ساعات يوميا لمدة ٣٠ يوما، احسب ثمن الطاقة المستهلكة بالجنيه إذا كان ثمن الكيلووات ساعة ٢٠ قرشا', expected: { values: [7.2] }, source: '0.3·4·30 = 36 kWh · 20 = 720 قرش' },
  { id: 'ele-cost-05', subject: P, kind: 'energy-cost', language: 'en', question: 'An air conditioner of 1.5 kW runs 8 hours daily. Find the energy used in 30 days in kWh and then find the cost at 1.2 EGP per kWh.', expected: { parts: [{ values: [360] }, { values: [432] }] } },
  { id: 'ele-cost-06', subject: P, kind: 'energy-cost', language: 'ar', question: 'غسالة تعمل على ٢٢٠ فولت ويمر بها تيار ٥ أمبير لمدة ساعتين، احسب تكلفة التشغيل بالقرش علما بأن ثمن الكيلووات ساعة ٤٠ قرش', expected: { values: [88] }, source: '1.1 kW · 2 h · 40' },

  // ── magnetic force on a wire ──
  { id: 'ele-wireforce-01', subject: P, kind: 'force-on-wire', language: 'ar', question: 'سلك طوله ٥٠ سم يمر به تيار ٤ أمبير موضوع عموديا على مجال مغناطيسي كثافة فيضه ٠.٢ تسلا. احسب القوة المؤثرة عليه', expected: { values: [0.4] } },
  { id: 'ele-wireforce-02', subject: P, kind: 'force-on-wire', language: 'en', question: 'A wire 2 m long carrying 5 A is placed at 30° to a uniform magnetic field of 0.4 T. Find the magnetic force on it.', expected: { values: [2] }, source: '0.4·5·2·sin30' },
  { id: 'ele-wireforce-03', subject: P, kind: 'force-on-wire', language: 'ar', question: 'سلك مستقيم طوله 0.3 m يحمل تيارا شدته 10 A يميل على اتجاه مجال مغناطيسي منتظم كثافة فيضه 0.5 T بزاوية 60°. احسب القوة', expected: { values: [1.2990381] }, source: '0.5·10·0.3·sin60' },
  { id: 'ele-wireforce-04', subject: P, kind: 'force-on-wire', language: 'ar', question: 'سلك موضوع موازي لخطوط الفيض المغناطيسي طوله ٢٠ سم والتيار ٣ امبير والمجال ٠.٥ تسلا، القوة تبقى كام؟', expected: { values: [0] } },
  { id: 'ele-wireforce-05', subject: P, kind: 'force-on-wire', language: 'en', question: 'A wire of length 40 cm experiences a force of 0.6 N when carrying a current of 3 A perpendicular to a magnetic field. Find the magnetic flux density.', expected: { values: [0.5] } },
  { id: 'ele-wireforce-06', subject: P, kind: 'force-on-wire', language: 'ar', question: 'سلك طوله ٨٠ cm يتأثر بقوة ٠.٤ نيوتن عندما يكون عموديا على مجال كثافته ٠.٢٥ تسلا. احسب شدة التيار المار فيه', expected: { values: [2] } },

  // ── magnetic force on a moving charge ──
  { id: 'ele-chargeforce-01', subject: P, kind: 'force-on-charge', language: 'en', question: 'An electron (q = 1.6 × 10⁻¹⁹ C) moves at 2 × 10⁶ m/s perpendicular to a magnetic field of 0.5 T. Find the magnetic force on it.', expected: { values: [1.6e-13] } },
  { id: 'ele-chargeforce-02', subject: P, kind: 'force-on-charge', language: 'ar', question: 'بروتون شحنته 1.6×10^-19 كولوم يتحرك بسرعة ٣×١٠^٥ م/ث في اتجاه يصنع زاوية ٣٠ درجة مع مجال مغناطيسي كثافة فيضه ٢ تسلا. احسب القوة المغناطيسية', expected: { values: [4.8e-14] } },
  { id: 'ele-chargeforce-03', subject: P, kind: 'force-on-charge', language: 'ar', question: 'شحنة مقدارها ٢ ميكروكولوم تتحرك بسرعة ٥٠٠ م/ث عموديا على مجال ٠.٨ تسلا، احسب القوة المؤثرة عليها', expected: { values: [8e-4] } },
  { id: 'ele-chargeforce-04', subject: P, kind: 'force-on-charge', language: 'en', question: 'A particle with charge 3 μC moving at 4 × 10³ m/s at 90° to a magnetic field experiences a force of 6 × 10⁻³ N. Find B.', expected: { values: [0.5] }, source: '6e-3/(3e-6·4e3)' },

  // ── torque on a coil ──
  { id: 'ele-torque-01', subject: P, kind: 'coil-torque', language: 'ar', question: 'ملف مستطيل مساحته ٠.٠٢ م² وعدد لفاته ١٠٠ لفة يمر به تيار ٢ أمبير موضوع في مجال مغناطيسي ٠.٥ تسلا بحيث يكون مستواه موازيا للمجال. احسب عزم الازدواج', expected: { values: [2] }, source: 'BIAN = 0.5·2·0.02·100' },
  { id: 'ele-torque-02', subject: P, kind: 'coil-torque', language: 'en', question: 'A rectangular coil of 50 turns and area 0.04 m² carries a current of 3 A in a magnetic field of 0.2 T. The normal to the coil makes 30° with the field. Find the torque.', expected: { values: [0.6] }, source: '0.2·3·0.04·50·sin30' },
  { id: 'ele-torque-03', subject: P, kind: 'coil-torque', language: 'ar', question: 'ملف عدد لفاته ٢٠٠ ومساحة وجهه ١٠٠ سم² يمر به تيار ٠.٥ أمبير، احسب أقصى عزم ازدواج يتأثر به في مجال مغناطيسي ٠.١ تسلا', expected: { values: [0.1] }, source: '0.1·0.5·0.01·200' },

  // ── magnetic field of a wire, loop, solenoid ──
  { id: 'ele-field-01', subject: P, kind: 'magnetic-field', language: 'ar', question: 'سلك مستقيم طويل يمر به تيار ١٠ أمبير. احسب كثافة الفيض المغناطيسي عند نقطة تبعد ٥ سم عنه (μ0 = 4π × 10⁻⁷ Wb/A.m)', expected: { values: [4e-5] }, source: 'μ0 I/(2πd) = 2e-7·10/0.05' },
  { id: 'ele-field-02', subject: P, kind: 'magnetic-field', language: 'en', question: 'Find the magnetic field at a distance of 10 cm from a long straight wire carrying 5 A. (μ0 = 4π × 10^-7 T·m/A)', expected: { values: [1e-5] } },
  { id: 'ele-field-03', subject: P, kind: 'magnetic-field', language: 'ar', question: 'ملف دائري عدد لفاته ٥٠ لفة ونصف قطره ١٠ سم يمر به تيار ٢ أمبير. احسب كثافة الفيض عند مركزه علما بأن μ0 = 4π×10^-7', expected: { values: [6.2831853e-4] }, source: 'μ0 N I/(2r) = 4π·1e-7·50·2/0.2' },
  { id: 'ele-field-04', subject: P, kind: 'magnetic-field', language: 'en', question: 'A solenoid of length 50 cm has 1000 turns and carries 2 A. Find the magnetic flux density inside it. (μ0 = 4π × 10⁻⁷ Wb/A·m)', expected: { values: [5.0265482e-3] }, source: 'μ0 N I/L = 4π·1e-7·1000·2/0.5' },
  { id: 'ele-field-05', subject: P, kind: 'magnetic-field', language: 'ar', question: 'ملف لولبي طوله ٢٠ cm وعدد لفاته ٤٠٠ لفه يمر به تيار ٥ امبير، احسب كثافة الفيض المغناطيسي داخله (μ0 = 4π × 10^-7)', expected: { values: [0.012566371] } },
  { id: 'ele-field-06', subject: P, kind: 'magnetic-field', language: 'ar', question: 'احسب شدة التيار المار في سلك مستقيم إذا كانت كثافة الفيض المغناطيسي عند نقطة تبعد عنه ٢ سم تساوي ٢×١٠⁻⁵ تسلا (μ0 = 4π×10⁻⁷)', expected: { values: [2] }, source: 'I = 2πdB/μ0 = 2e-5·0.02/2e-7' },
  { id: 'ele-field-07', subject: P, kind: 'magnetic-field', language: 'en', question: 'A circular loop of radius 5 cm carries a current of 3 A. Find the magnetic field at its centre. Take μ0 = 4π × 10^-7 T m/A.', expected: { values: [3.7699112e-5] } },

  // ── magnetic flux ──
  { id: 'ele-flux-01', subject: P, kind: 'magnetic-flux', language: 'ar', question: 'ملف مساحته ٠.٠٥ م² موضوع عموديا على مجال مغناطيسي منتظم كثافة فيضه ٠.٤ تسلا. احسب الفيض المغناطيسي الذي يخترقه', expected: { values: [0.02] } },
  { id: 'ele-flux-02', subject: P, kind: 'magnetic-flux', language: 'en', question: 'A loop of area 0.2 m² is in a uniform magnetic field of 0.5 T. The normal to the loop makes an angle of 60° with the field. Find the magnetic flux through it.', expected: { values: [0.05] } },
  { id: 'ele-flux-03', subject: P, kind: 'magnetic-flux', language: 'ar', question: 'سطح مساحته ٤٠٠ سم² يميل مستواه بزاوية ٣٠° على خطوط مجال مغناطيسي كثافته ٠.٥ تسلا، احسب الفيض المغناطيسي', expected: { values: [0.01] }, source: 'plane at 30° to the field: φ = BA sin30 = 0.5·0.04·0.5' },
  { id: 'ele-flux-04', subject: P, kind: 'magnetic-flux', language: 'en', question: 'What is the magnetic flux density if a flux of 0.03 Wb passes normally through an area of 0.06 m²?', expected: { values: [0.5] } },

  // ── Faraday's law ──
  { id: 'ele-faraday-01', subject: P, kind: 'faraday-emf', language: 'ar', question: 'ملف عدد لفاته ٢٠٠ لفة تغير الفيض المغناطيسي خلاله من ٠.٠٥ ويبر إلى ٠.٠٢ ويبر في ٠.١ ثانية. احسب القوة الدافعة المستحثة', expected: { values: [60] }, source: '200·0.03/0.1' },
  { id: 'ele-faraday-02', subject: P, kind: 'faraday-emf', language: 'en', question: 'A coil of 500 turns experiences a change of flux from 2 × 10⁻³ Wb to 8 × 10⁻³ Wb in 0.02 s. Find the magnitude of the induced emf.', expected: { values: [150] } },
  { id: 'ele-faraday-03', subject: P, kind: 'faraday-emf', language: 'ar', question: 'ملف مساحته ٠.٠٢ م² وعدد لفاته ١٠٠ لفة موضوع عموديا على مجال مغناطيسي تغيرت كثافة فيضه من ٠.٥ تسلا إلى صفر خلال ٠.٠٥ ث. احسب ق.د.ك المستحثة المتوسطة', expected: { values: [20] }, source: '100·0.02·0.5/0.05' },
  { id: 'ele-faraday-04', subject: P, kind: 'faraday-emf', language: 'ar', question: 'ق.د.ك المستحثة في ملف ١٠٠٠ لفة لما الفيض يتغير بمعدل ٠.٠٠٤ ويبر/ث تبقى كام؟', expected: { values: [4] } },
  { id: 'ele-faraday-05', subject: P, kind: 'faraday-emf', language: 'en', question: "The magnetic field through a 50-turn coil of area 100 cm² increases uniformly from 0.1 T to 0.6 T in 0.25 s. The field is perpendicular to the coil's plane. Find the induced emf.", expected: { values: [1] }, source: '50·0.01·0.5/0.25' },

  // ── motional emf ──
  { id: 'ele-motional-01', subject: P, kind: 'motional-emf', language: 'ar', question: 'سلك طوله ٤٠ سم يتحرك بسرعة ١٠ م/ث عموديا على مجال مغناطيسي كثافة فيضه ٠.٥ تسلا. احسب ق.د.ك المستحثة في السلك', expected: { values: [2] } },
  { id: 'ele-motional-02', subject: P, kind: 'motional-emf', language: 'en', question: 'A rod 0.5 m long moves at 4 m/s perpendicular to a 0.3 T magnetic field. Find the induced emf across its ends.', expected: { values: [0.6] } },
  { id: 'ele-motional-03', subject: P, kind: 'motional-emf', language: 'ar', question: 'موصل طوله ٢ م يتحرك بسرعة ٥ m/s في اتجاه يصنع زاوية ٣٠ درجة مع مجال مغناطيسي ٠.٢ T. احسب القوة الدافعة المستحثة', expected: { values: [1] } },
  { id: 'ele-motional-04', subject: P, kind: 'motional-emf', language: 'en', question: 'A 25 cm conductor slides at 8 m/s perpendicular to a 0.4 T magnetic field on rails connected by a 2 Ω resistor. (a) Find the induced emf. (b) Find the current in the resistor.', expected: { parts: [{ values: [0.8] }, { values: [0.4] }] } },

  // ── transformers ──
  { id: 'ele-transformer-01', subject: P, kind: 'transformer', language: 'ar', question: 'محول كهربي عدد لفات ملفه الابتدائي ٢٠٠ لفة والثانوي ١٠٠٠ لفة، وصل الابتدائي بمصدر ٢٢٠ فولت. احسب فرق الجهد على الملف الثانوي', expected: { values: [1100] } },
  { id: 'ele-transformer-02', subject: P, kind: 'transformer', language: 'en', question: 'A step-down transformer reduces 240 V to 12 V. If the primary has 2000 turns, how many turns are in the secondary?', expected: { values: [100] } },
  { id: 'ele-transformer-03', subject: P, kind: 'transformer', language: 'ar', question: 'محول مثالي جهده الابتدائي ٢٢٠ V والثانوي ١١ V، وشدة التيار في الثانوي ٤ A. احسب شدة التيار في الابتدائي', expected: { values: [0.2] } },
  { id: 'ele-transformer-04', subject: P, kind: 'transformer', language: 'en', question: 'A transformer has an input power of 500 W and an output power of 450 W. Find its efficiency.', expected: { values: [90] }, source: 'in percent' },
  { id: 'ele-transformer-05', subject: P, kind: 'transformer', language: 'ar', question: 'محول كفاءته ٨٠٪ ، الجهد الابتدائي ٢٢٠ فولت والتيار الابتدائي ٢ امبير والجهد الثانوي ١١٠ فولت، احسب شدة التيار في الملف الثانوي', expected: { values: [3.2] }, source: '0.8·440/110' },
  { id: 'ele-transformer-06', subject: P, kind: 'transformer', language: 'ar', question: 'محول رافع للجهد النسبة بين عدد لفات الثانوي والابتدائي ٢٠ : ١ ، الجهد الابتدائي ١١٠ فولت. (أ) احسب جهد الثانوي (ب) لو تيار الابتدائي ١٠ أمبير احسب تيار الثانوي باعتبار المحول مثالي', expected: { parts: [{ values: [2200] }, { values: [0.5] }] } },

  // ── held-out check: written after the solver, run once before any fix ──
  { id: 'ele-battery-09', subject: P, kind: 'internal-resistance', language: 'ar', question: 'وصلت ثلاث مقاومات ٤ و ٦ و ١٢ أوم على التوازي مع بطارية ق.د.ك لها ٩ فولت ومقاومتها الداخلية ١ أوم. احسب شدة التيار الكلي', expected: { values: [3] }, source: 'R = 2, I = 9/(2+1)' },
  { id: 'ele-resistors-11', subject: P, kind: 'resistor-network', language: 'en', question: 'Two resistors of 5 Ω and 20 Ω are connected in parallel across a 12 V supply. Calculate the current through the 5 Ω resistor.', expected: { values: [2.4] } },
  { id: 'ele-wireforce-07', subject: P, kind: 'force-on-wire', language: 'ar', question: 'سلك طوله ١٥ سم يمر به تيار ٢ امبير وضع بزاوية ٣٠ درجة مع مجال مغناطيسي كثافته ٠.٤ تسلا احسب القوة المؤثرة على السلك', expected: { values: [0.06] } },
  { id: 'ele-faraday-06', subject: P, kind: 'faraday-emf', language: 'en', question: 'A coil of 250 turns has its magnetic flux reduced from 0.06 Wb to 0.01 Wb in 0.5 s. Calculate the average induced emf.', expected: { values: [25] } },
  { id: 'ele-transformer-07', subject: P, kind: 'transformer', language: 'ar', question: 'محول خافض للجهد عدد لفات ملفه الابتدائي ١٢٠٠ لفة والثانوي ٦٠ لفة، فإذا كان جهد الملف الابتدائي ٢٤٠ فولت احسب جهد الملف الثانوي', expected: { values: [12] } },
  { id: 'ele-cost-07', subject: P, kind: 'energy-cost', language: 'ar', question: 'مدفأة كهربية قدرتها ١.٥ كيلووات تعمل ٦ ساعات يوميا لمدة ٣٠ يوم، احسب التكلفة بالجنيه إذا كان سعر الكيلووات ساعة ٣٠ قرش', expected: { values: [81] }, source: '270 kWh · 30 قرش = 8100 قرش' },
  { id: 'ele-chargeforce-05', subject: P, kind: 'force-on-charge', language: 'en', question: 'A proton moves with a speed of 5 × 10^6 m/s perpendicular to a uniform magnetic field of 0.2 T. Find the magnetic force acting on it. (charge of proton = 1.6 × 10^-19 C)', expected: { values: [1.6e-13] } },
  { id: 'ele-field-08', subject: P, kind: 'magnetic-field', language: 'ar', question: 'ملف لولبي عدد لفاته ٥٠٠ لفة وطوله ٢٥ سم يمر به تيار شدته ٤ أمبير. احسب كثافة الفيض المغناطيسي عند نقطة على محوره داخله (μ0 = 4π × 10⁻⁷ Wb/A.m)', expected: { values: [0.010053096] } },
  { id: 'ele-battery-10', subject: P, kind: 'internal-resistance', language: 'en', question: 'A battery with emf 6 V and internal resistance 0.2 Ω is connected to an external resistor of 2.8 Ω. Find the current in the circuit, and find the terminal voltage.', expected: { parts: [{ values: [2] }, { values: [5.6] }] } },
  { id: 'ele-motional-05', subject: P, kind: 'motional-emf', language: 'ar', question: 'موصل طوله ٥٠ سم يتحرك عموديا على مجال مغناطيسي منتظم كثافة فيضه ٠.٨ تسلا بسرعة ٦ م/ث. احسب ق.د.ك المستحثة المتولدة فيه', expected: { values: [2.4] } },

  // ── more student phrasings found while testing ──
  { id: 'ele-power-09', subject: P, kind: 'electric-power', language: 'en', question: 'A 4 Ω resistor and a 6 Ω resistor are connected in series to a 20 V battery. Find the power dissipated in the 4 Ω resistor.', expected: { values: [16] }, source: 'I = 20/10 = 2 A, P = 2²·4' },
  { id: 'ele-resistors-12', subject: P, kind: 'resistor-network', language: 'ar', question: 'ثلاث مقاومات ١٠ أوم و٢٠ أوم و٣٠ أوم متصلة على التوالي مع بطارية ١٢ فولت. احسب فرق الجهد على المقاومة ٢٠ أوم', expected: { values: [4] }, source: 'I = 12/60 = 0.2 A, V = 0.2·20' },
  { id: 'ele-faraday-07', subject: P, kind: 'faraday-emf', language: 'ar', question: 'ملف ٣٠٠ لفة مساحة مقطعه ٠.٠٥ م² عمودي على مجال مغناطيسي تزداد كثافته من صفر إلى ٠.٢ تسلا في ٠.١ ث احسب ق.د.ك المستحثة', expected: { values: [30] }, source: '300·0.05·0.2/0.1' },
  { id: 'ele-faraday-08', subject: P, kind: 'faraday-emf', language: 'en', question: 'A coil of 100 turns has its flux changed by 0.02 Wb in 0.01 s. Find the emf induced.', expected: { values: [200] } },
  { id: 'ele-transformer-08', subject: P, kind: 'transformer', language: 'en', question: 'A transformer steps 220 V up to 11000 V. Its primary coil has 100 turns. Find the number of turns in the secondary.', expected: { values: [5000] } },
  { id: 'ele-cost-08', subject: P, kind: 'energy-cost', language: 'en', question: '3 lamps of 60 W each are switched on 5 hours a day for 30 days. Find the cost if 1 kWh costs 40 piastres.', expected: { values: [1080] }, source: '0.18 kW · 150 h = 27 kWh · 40 pt' },
  { id: 'ele-power-10', subject: P, kind: 'electric-power', language: 'ar', question: 'لو سمحت عايز اعرف القدرة المستهلكة في مقاومة ٥ أوم لما يمر فيها تيار ٢ أمبير', expected: { values: [20] }, source: '2²·5' },
  { id: 'ele-cost-09', subject: P, kind: 'energy-cost', language: 'ar', question: 'تليفزيون قدرته ١٥٠ وات بيشتغل ٤ ساعات يوميا لمدة ٣٠ يوم، وسعر الكيلووات ساعة ٨٠ قرش. التكلفة بالجنيه كام؟', expected: { values: [14.4] }, source: '0.15·4·30 = 18 kWh · 80 = 1440 قرش' },
  { id: 'ele-field-09', subject: P, kind: 'magnetic-field', language: 'ar', question: 'سلك مستقيم طويل يمر فيه تيار ١٥ امبير، احسب كثافة الفيض المغناطيسي عند نقطة على بعد ١٠ سم منه', expected: { values: [3e-5] }, source: '2e-7·15/0.1' },
  { id: 'ele-torque-04', subject: P, kind: 'coil-torque', language: 'ar', question: 'ملف مستطيل ٥٠ لفة مساحته ٢٠٠ سم² يمر فيه تيار ٢ امبير في مجال مغناطيسي ٠.٤ تسلا ومستواه يوازي المجال، احسب عزم الازدواج', expected: { values: [0.8] }, source: '0.4·2·0.02·50' },
  { id: 'ele-transformer-09', subject: P, kind: 'transformer', language: 'ar', question: 'محول مثالي ملفه الابتدائي ٥٠٠ لفة والثانوي ٢٥ لفة، وتيار الثانوي ١٠ أمبير. احسب تيار الابتدائي', expected: { values: [0.5] }, source: 'Ip = Is·Ns/Np' },
  { id: 'ele-resistors-13', subject: P, kind: 'resistor-network', language: 'ar', question: 'مقاومه ١٢ اوم و مقاومه ٤ اوم على التوازى احسب المقاومه المكافئه', expected: { values: [3] } },
  { id: 'ele-power-11', subject: P, kind: 'electric-energy', language: 'ar', question: 'موتور قدرته ٧٥٠ وات يشتغل ساعتين يوميا، احسب الطاقة المستهلكة في اسبوع بالكيلووات ساعة', expected: { values: [10.5] }, source: '0.75 kW · 2 h · 7' },
  { id: 'ele-cost-10', subject: P, kind: 'energy-cost', language: 'ar', question: 'دفاية ٣ كيلووات اشتغلت ساعتين، التكلفة كام جنيه لو سعر الكيلووات ساعة ٧٥ قرش؟', expected: { values: [4.5] }, source: '6 kWh · 75 = 450 قرش' },
  { id: 'ele-resistors-14', subject: P, kind: 'resistor-network', language: 'ar', question: 'مقاومتان ٥ أوم و ١٠ أوم على التوالي مع مصدر ٣٠ فولت، احسب فرق الجهد على كل مقاومة', expected: { values: [10, 20] }, source: 'I = 30/15 = 2 A' },
  { id: 'ele-resistors-15', subject: P, kind: 'resistor-network', language: 'en', question: 'Find the equivalent resistance of 3 Ω and 6 Ω in parallel', expected: { values: [2] } },
];
