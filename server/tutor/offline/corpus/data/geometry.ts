/**
 * Exam-style problems of the geometry area (see ../types.ts), answers computed independently of the tutor:
 * analytic geometry and vectors, probability and statistics. Working in `source` where it is not obvious.
 */
import type { CorpusProblem } from '../types';

const math = 'math' as const;

export const geometryCorpus: readonly CorpusProblem[] = [
  // ── distance between two points ──
  { id: 'geo-distance-01', subject: math, kind: 'distance', language: 'ar', question: 'أوجد البعد بين النقطتين أ(٣، -٢) و ب(-١، ١)', expected: { values: [5] }, source: '√(4² + 3²) = 5' },
  { id: 'geo-distance-02', subject: math, kind: 'distance', language: 'en', question: 'Find the distance between the points A(2, 5) and B(7, -7).', expected: { values: [13] }, source: '√(25 + 144) = 13' },
  { id: 'geo-distance-03', subject: math, kind: 'distance', language: 'ar', question: 'عايز اعرف المسافه بين (1,1) و (5,3) يبقى كام', expected: { values: [4.472136] }, source: '√(16 + 4) = √20' },
  { id: 'geo-distance-04', subject: math, kind: 'distance', language: 'ar', question: 'ما طول القطعة المستقيمة الواصلة بين النقطتين (−٢، ٤) و (٤، −٤)؟', expected: { values: [10] }, source: '√(36 + 64)' },

  // ── midpoint ──
  { id: 'geo-midpoint-01', subject: math, kind: 'midpoint', language: 'ar', question: 'أوجد إحداثيي منتصف القطعة المستقيمة أب حيث أ(٤، -٦) ، ب(-٢، ٨)', expected: { values: [1, 1] } },
  { id: 'geo-midpoint-02', subject: math, kind: 'midpoint', language: 'en', question: 'Find the midpoint of the segment joining (3, 7) and (-5, 2).', expected: { values: [-1, 4.5] } },
  { id: 'geo-midpoint-03', subject: math, kind: 'midpoint', language: 'ar', question: 'لو سمحت ازاي اجيب نقطة منتصف (٠،٥) و (٦،-١)', expected: { values: [3, 2] } },
  { id: 'geo-midpoint-04', subject: math, kind: 'midpoint', language: 'ar', question: 'اذا كانت ج(٢، ٣) منتصف أب حيث أ(١، -١) فأوجد احداثيي النقطة ب', expected: { values: [3, 7] }, source: 'ب = 2ج − أ = (4 − 1, 6 + 1)' },

  // ── slope ──
  { id: 'geo-slope-01', subject: math, kind: 'slope', language: 'ar', question: 'أوجد ميل المستقيم المار بالنقطتين (٢، ٣) ، (٥، ٩)', expected: { values: [2] } },
  { id: 'geo-slope-02', subject: math, kind: 'slope', language: 'en', question: 'What is the slope of the line 3x - 4y + 12 = 0?', expected: { values: [0.75] }, source: '−a/b = 3/4' },
  { id: 'geo-slope-03', subject: math, kind: 'slope', language: 'ar', question: 'ما ميل المستقيم الذي يصنع زاوية قياسها ١٣٥° مع الاتجاه الموجب لمحور السينات', expected: { values: [-1] }, source: 'tan 135° = −1' },
  { id: 'geo-slope-04', subject: math, kind: 'slope', language: 'ar', question: 'ميل المستقيم ٢س + ٥ص = ١٠ يبقى كام', expected: { values: [-0.4] }, source: '−2/5' },
  { id: 'geo-slope-05', subject: math, kind: 'slope', language: 'en', question: 'Find the slope of a line inclined at 60° to the positive direction of the x-axis.', expected: { values: [1.7320508] }, source: 'tan 60° = √3' },
  { id: 'geo-slope-06', subject: math, kind: 'inclination', language: 'ar', question: 'أوجد قياس الزاوية الموجبة التي يصنعها المستقيم المار بالنقطتين (١، ٢) ، (٣، ٤) مع الاتجاه الموجب لمحور السينات', expected: { values: [45] }, source: 'm = 1 → θ = 45°' },

  // ── line equations ──
  { id: 'geo-line-01', subject: math, kind: 'line-equation', language: 'ar', question: 'أوجد معادلة المستقيم المار بالنقطتين (١، ٣) ، (٣، ٧)', expected: { expression: '2*x + 1', variable: 'x' } },
  { id: 'geo-line-02', subject: math, kind: 'line-equation', language: 'en', question: 'Find the equation of the line passing through (2, -1) with slope 3.', expected: { expression: '3*x - 7', variable: 'x' } },
  { id: 'geo-line-03', subject: math, kind: 'line-equation', language: 'ar', question: 'اوجد معادلة الخط المستقيم الذي ميله -٢ ويقطع من محور الصادات جزءا موجبا طوله ٥ وحدات', expected: { expression: '-2*x + 5', variable: 'x' } },
  { id: 'geo-line-04', subject: math, kind: 'line-equation', language: 'en', question: 'Write the equation of the line through (4, 2) and (4, -3).', expected: { text: 'x = 4' } },
  { id: 'geo-line-05', subject: math, kind: 'line-equation', language: 'ar', question: 'معادلة المستقيم المار بالنقطه (٢،٣) وميله ١/٢', expected: { expression: 'x/2 + 2', variable: 'x' } },
  { id: 'geo-line-06', subject: math, kind: 'line-equation', language: 'en', question: 'Find the equation of the line through the points (-2, 5) and (4, 2) in the form ax + by + c = 0', expected: { expression: '-x/2 + 4', variable: 'x' }, source: 'm = −3/6; x + 2y − 8 = 0' },
  { id: 'geo-line-07', subject: math, kind: 'line-equation', language: 'ar', question: 'أوجد معادلة المستقيم المار بالنقطتين (٢، -٣) و (٥، -٣)', expected: { expression: '-3', variable: 'x' } },

  // ── parallel and perpendicular lines ──
  { id: 'geo-parallel-01', subject: math, kind: 'parallel-line', language: 'ar', question: 'أوجد معادلة المستقيم المار بالنقطة (١، -٢) ويوازي المستقيم ٣س - ص + ٤ = ٠', expected: { expression: '3*x - 5', variable: 'x' } },
  { id: 'geo-parallel-02', subject: math, kind: 'perpendicular-line', language: 'en', question: 'Find the equation of the line through (3, 1) perpendicular to the line 2x + 3y - 6 = 0.', expected: { expression: '1.5*x - 3.5', variable: 'x' }, source: 'm = −2/3 → ⊥ 3/2; y − 1 = 3/2 (x − 3)' },
  { id: 'geo-parallel-03', subject: math, kind: 'perpendicular-condition', language: 'ar', question: 'اوجد قيمة ك التي تجعل المستقيمين ٢س + ك ص = ٥ ، ٤س - ٣ص + ١ = ٠ متعامدين', expected: { values: [8 / 3] }, source: 'a1a2 + b1b2 = 8 − 3k = 0' },
  { id: 'geo-parallel-04', subject: math, kind: 'parallel-condition', language: 'en', question: 'For what value of k are the lines kx + 2y - 7 = 0 and 3x - 6y + 1 = 0 parallel?', expected: { values: [-1] }, source: '−k/2 = 1/2' },
  { id: 'geo-parallel-05', subject: math, kind: 'lines-relation', language: 'ar', question: 'هل المستقيمان ص = ٢س + ١ و ٤س - ٢ص + ٧ = ٠ متوازيان؟', expected: { text: 'parallel' }, source: 'both slopes 2, intercepts 1 and 3.5' },

  // ── angle between two lines ──
  { id: 'geo-angle-lines-01', subject: math, kind: 'angle-between-lines', language: 'ar', question: 'أوجد قياس الزاوية الحادة بين المستقيمين ص = ٣س + ١ ، ص = -٢س + ٤', expected: { values: [45] }, source: 'tan θ = |5 / (1 − 6)| = 1' },
  { id: 'geo-angle-lines-02', subject: math, kind: 'angle-between-lines', language: 'en', question: 'Find the acute angle between the lines x - 2y + 3 = 0 and 3x + y - 1 = 0', expected: { values: [81.8699] }, source: 'm = 1/2, −3: tan θ = 3.5 / 0.5 = 7' },
  { id: 'geo-angle-lines-03', subject: math, kind: 'angle-between-lines', language: 'ar', question: 'اوجد قياس الزاويه بين المستقيمين ٢س - ص = ٥ و س + ص = ٣', expected: { values: [71.56505] }, source: 'm = 2, −1: tan θ = 3/1' },

  // ── distance from a point to a line ──
  { id: 'geo-point-line-01', subject: math, kind: 'point-line-distance', language: 'ar', question: 'أوجد طول العمود المرسوم من النقطة (٣، -١) على المستقيم ٣س + ٤ص - ١٠ = ٠', expected: { values: [1] }, source: '|9 − 4 − 10| / 5' },
  { id: 'geo-point-line-02', subject: math, kind: 'point-line-distance', language: 'en', question: 'Find the distance from the point (2, 3) to the line 5x - 12y + 4 = 0.', expected: { values: [22 / 13] }, source: '|10 − 36 + 4| / 13' },
  { id: 'geo-point-line-03', subject: math, kind: 'point-line-distance', language: 'ar', question: 'البعد بين النقطة (١،٢) والمستقيم ص = ٢س + ٥', expected: { values: [2.2360680] }, source: '|2 − 2 + 5| / √5' },
  { id: 'geo-point-line-04', subject: math, kind: 'parallel-lines-distance', language: 'en', question: 'Find the distance between the parallel lines 3x + 4y - 5 = 0 and 3x + 4y + 15 = 0.', expected: { values: [4] }, source: '|15 + 5| / 5' },
  { id: 'geo-point-line-05', subject: math, kind: 'point-line-distance', language: 'ar', question: 'ما طول العمود الساقط من نقطة الأصل على المستقيم ٤س - ٣ص + ١٥ = ٠', expected: { values: [3] } },

  // ── intercepts ──
  { id: 'geo-intercepts-01', subject: math, kind: 'intercepts', language: 'ar', question: 'أوجد طولي الجزأين المقطوعين من محوري الإحداثيات بالمستقيم ٣س + ٢ص - ١٢ = ٠', expected: { parts: [{ values: [4] }, { values: [6] }] } },
  { id: 'geo-intercepts-02', subject: math, kind: 'intercepts', language: 'en', question: 'Find the x-intercept and the y-intercept of the line 2x - 5y = 10.', expected: { parts: [{ values: [5] }, { values: [-2] }] } },

  // ── circles ──
  { id: 'geo-circle-01', subject: math, kind: 'circle-equation', language: 'ar', question: 'أوجد معادلة الدائرة التي مركزها (٢، -٣) وطول نصف قطرها ٤ وحدات', expected: { values: [2, -3, 4] } },
  { id: 'geo-circle-02', subject: math, kind: 'circle-equation', language: 'en', question: 'Write the equation of the circle with centre (-1, 5) and radius 3.', expected: { values: [-1, 5, 3] } },
  { id: 'geo-circle-03', subject: math, kind: 'circle-centre-radius', language: 'ar', question: 'اوجد مركز وطول نصف قطر الدائرة س² + ص² − ٤س + ٦ص − ١٢ = ٠', expected: { values: [2, -3, 5] }, source: '(2, −3), r = √(4 + 9 + 12)' },
  { id: 'geo-circle-04', subject: math, kind: 'circle-centre-radius', language: 'en', question: 'Find the center and radius of the circle x^2 + y^2 + 6x - 8y = 0', expected: { values: [-3, 4, 5] } },
  { id: 'geo-circle-05', subject: math, kind: 'circle-centre-radius', language: 'ar', question: 'عين المركز ونصف القطر للدائره ٢س^٢ + ٢ص^٢ - ٨س + ٤ص - ٨ = ٠', expected: { values: [2, -1, 3] }, source: '÷2: x² + y² − 4x + 2y − 4 = 0, r = √(4 + 1 + 4)' },
  { id: 'geo-circle-06', subject: math, kind: 'circle-equation', language: 'en', question: 'Find the equation of the circle whose diameter has endpoints (1, 2) and (7, 10).', expected: { values: [4, 6, 5] }, source: 'centre (4, 6), r = 10/2' },
  { id: 'geo-circle-07', subject: math, kind: 'circle-centre-radius', language: 'ar', question: 'دائرة معادلتها (س - ١)² + (ص + ٢)² = ٩ ، اوجد مركزها ونصف قطرها', expected: { values: [1, -2, 3] } },
  { id: 'geo-circle-08', subject: math, kind: 'circle-equation', language: 'ar', question: 'اوجد معادلة الدائرة التي مركزها (١، ١) وتمر بالنقطة (٤، ٥)', expected: { values: [1, 1, 5] } },

  // ── vectors ──
  { id: 'geo-vector-01', subject: math, kind: 'vector-magnitude', language: 'ar', question: 'إذا كان أ = (٣، −٤) فأوجد ||أ||', expected: { values: [5] } },
  { id: 'geo-vector-02', subject: math, kind: 'vector-magnitude', language: 'en', question: 'Find the magnitude of the vector v = 2i - 3j + 6k.', expected: { values: [7] } },
  { id: 'geo-vector-03', subject: math, kind: 'vector-magnitude', language: 'ar', question: 'اوجد معيار المتجه م = (١، ٢، -٢)', expected: { values: [3] } },
  { id: 'geo-vector-04', subject: math, kind: 'unit-vector', language: 'en', question: 'Find the unit vector in the direction of a = (6, -8).', expected: { values: [0.6, -0.8] } },
  { id: 'geo-vector-05', subject: math, kind: 'unit-vector', language: 'ar', question: 'أوجد متجه الوحدة في اتجاه المتجه ب = ٢i - j + ٢k', expected: { values: [2 / 3, -1 / 3, 2 / 3] } },
  { id: 'geo-vector-06', subject: math, kind: 'dot-product', language: 'ar', question: 'إذا كان أ = (٢، ٣، -١) ، ب = (٤، -١، ٢) فأوجد أ . ب', expected: { values: [3] }, source: '8 − 3 − 2' },
  { id: 'geo-vector-07', subject: math, kind: 'dot-product', language: 'en', question: 'Given u = 3i + 2j and v = -i + 4j, find u · v.', expected: { values: [5] } },
  { id: 'geo-vector-08', subject: math, kind: 'cross-product', language: 'en', question: 'Find a × b where a = (1, 2, 3) and b = (4, 5, 6).', expected: { values: [-3, 6, -3] } },
  { id: 'geo-vector-09', subject: math, kind: 'cross-product', language: 'ar', question: 'أوجد أ × ب حيث أ = ٢i + j - k ، ب = i - ٣j + ٢k', expected: { values: [-1, -5, -7] }, source: '(1·2 − (−1)(−3), (−1)(1) − 2·2, 2(−3) − 1·1)' },
  { id: 'geo-vector-10', subject: math, kind: 'vector-angle', language: 'ar', question: 'أوجد قياس الزاوية بين المتجهين أ = (١، ٢، ٢) ، ب = (٢، -١، ٢)', expected: { values: [63.6122] }, source: 'cos θ = 4 / (3·3)' },
  { id: 'geo-vector-11', subject: math, kind: 'vector-angle', language: 'en', question: 'Find the angle between the vectors a = 2i + 2j and b = -3j', expected: { values: [135] }, source: 'cos θ = −6 / (2√2 · 3)' },
  { id: 'geo-vector-12', subject: math, kind: 'vectors-relation', language: 'en', question: 'Show that the vectors a = (3, -4) and b = (8, 6) are perpendicular.', expected: { text: 'perpendicular' }, source: '24 − 24 = 0' },
  { id: 'geo-vector-13', subject: math, kind: 'perpendicular-vectors', language: 'ar', question: 'أوجد قيمة ك التي تجعل المتجهين أ = (٢، ك، ١) ، ب = (٣، -١، ٤) متعامدين', expected: { values: [10] }, source: '6 − k + 4 = 0' },
  { id: 'geo-vector-14', subject: math, kind: 'parallel-vectors', language: 'en', question: 'Find m if the vectors a = (2, -3) and b = (m, 6) are parallel.', expected: { values: [-4] }, source: '2·6 − (−3)m = 0' },
  { id: 'geo-vector-15', subject: math, kind: 'vector-angle', language: 'ar', question: 'إذا كان أ = (١، -٢، ٢) ، ب = (٣، ٠، ٤) أوجد أ . ب ثم أوجد قياس الزاوية بين المتجهين', expected: { parts: [{ values: [11] }, { values: [42.8334] }] }, source: 'cos θ = 11 / (3·5)' },

  // ── probability ──
  { id: 'geo-probability-01', subject: math, kind: 'probability-basic', language: 'ar', question: 'ألقي حجر نرد منتظم مرة واحدة، احسب احتمال ظهور عدد أولي', expected: { values: [0.5] }, source: '{2, 3, 5}' },
  { id: 'geo-probability-02', subject: math, kind: 'probability-basic', language: 'en', question: 'A fair die is rolled once. What is the probability of getting a number greater than 4?', expected: { values: [1 / 3] } },
  { id: 'geo-probability-03', subject: math, kind: 'probability-basic', language: 'ar', question: 'القي حجرا نرد مرة واحدة، ما احتمال ان يكون مجموع العددين الظاهرين ٧', expected: { values: [1 / 6] }, source: '6 of 36 outcomes' },
  { id: 'geo-probability-04', subject: math, kind: 'probability-basic', language: 'en', question: 'Three fair coins are tossed. Find the probability of getting exactly two heads.', expected: { values: [0.375] }, source: 'C(3,2)/8' },
  { id: 'geo-probability-05', subject: math, kind: 'probability-basic', language: 'ar', question: 'كيس به ٥ كرات حمراء و ٣ كرات بيضاء و ٢ كرات زرقاء، سحبت كرة عشوائيا. ما احتمال ان تكون الكرة بيضاء', expected: { values: [0.3] } },
  { id: 'geo-probability-06', subject: math, kind: 'probability-basic', language: 'en', question: 'A card is drawn at random from a standard deck of 52 cards. What is the probability that it is a king?', expected: { values: [1 / 13] } },
  { id: 'geo-probability-07', subject: math, kind: 'probability-complement', language: 'ar', question: 'إذا كان ل(أ) = ٠.٣ فأوجد ل(أ\')', expected: { values: [0.7] } },
  { id: 'geo-probability-08', subject: math, kind: 'probability-complement', language: 'en', question: 'The probability that it rains tomorrow is 0.35. What is the probability that it does not rain?', expected: { values: [0.65] } },
  { id: 'geo-probability-09', subject: math, kind: 'probability-union', language: 'ar', question: 'إذا كان أ ، ب حدثين من فضاء عينة لتجربة عشوائية وكان ل(أ) = ٠.٥ ، ل(ب) = ٠.٤ ، ل(أ ∩ ب) = ٠.٢ فأوجد ل(أ ∪ ب)', expected: { values: [0.7] } },
  { id: 'geo-probability-10', subject: math, kind: 'probability-union', language: 'en', question: 'If P(A) = 0.6, P(B) = 0.3 and P(A ∩ B) = 0.1, find P(A ∪ B).', expected: { values: [0.8] } },
  { id: 'geo-probability-11', subject: math, kind: 'probability-union', language: 'ar', question: 'اذا كان أ ، ب حدثين متنافيين و ل(أ) = ٠.٢٥ ، ل(ب) = ٠.٤ اوجد ل(أ ∪ ب)', expected: { values: [0.65] } },
  { id: 'geo-probability-12', subject: math, kind: 'probability-union', language: 'en', question: 'If P(A) = 0.5, P(B) = 0.6 and P(A ∪ B) = 0.8, find P(A ∩ B).', expected: { values: [0.3] } },
  { id: 'geo-probability-13', subject: math, kind: 'probability-independent', language: 'ar', question: 'إذا كان أ ، ب حدثين مستقلين و ل(أ) = ٠.٣ ، ل(ب) = ٠.٥ فأوجد ل(أ ∩ ب)', expected: { values: [0.15] } },
  { id: 'geo-probability-14', subject: math, kind: 'probability-independent', language: 'en', question: 'A and B are independent events with P(A) = 0.4 and P(B) = 0.5. Find P(A ∩ B) and then find P(A ∪ B).', expected: { parts: [{ values: [0.2] }, { values: [0.7] }] }, source: '0.4·0.5; 0.4 + 0.5 − 0.2' },
  { id: 'geo-probability-15', subject: math, kind: 'probability-conditional', language: 'ar', question: 'إذا كان ل(أ) = ٠.٦ ، ل(ب) = ٠.٥ ، ل(أ ∩ ب) = ٠.٣ فأوجد ل(أ | ب)', expected: { values: [0.6] } },
  { id: 'geo-probability-16', subject: math, kind: 'probability-conditional', language: 'en', question: 'Given P(A ∩ B) = 0.12 and P(B) = 0.4, find P(A|B).', expected: { values: [0.3] } },
  { id: 'geo-probability-17', subject: math, kind: 'probability-conditional', language: 'ar', question: 'لو ل(ب) = ٠.٨ و ل(أ∩ب) = ٠.٢ يبقى ل(أ|ب) كام', expected: { values: [0.25] } },

  // ── statistics ──
  { id: 'geo-statistics-01', subject: math, kind: 'mean', language: 'ar', question: 'أوجد الوسط الحسابي للقيم: ٧ ، ٩ ، ١٢ ، ٥ ، ١٧', expected: { values: [10] } },
  { id: 'geo-statistics-02', subject: math, kind: 'median', language: 'en', question: 'Find the median of 3, 8, 1, 9, 4, 7.', expected: { values: [5.5] } },
  { id: 'geo-statistics-03', subject: math, kind: 'mode', language: 'ar', question: 'اوجد المنوال للبيانات ٤، ٦، ٤، ٨، ٦، ٤، ٩', expected: { values: [4] } },
  { id: 'geo-statistics-04', subject: math, kind: 'range', language: 'en', question: 'What is the range of the data 12, 5, 19, 8, 23, 11?', expected: { values: [18] } },
  { id: 'geo-statistics-05', subject: math, kind: 'variance', language: 'ar', question: 'احسب التباين للقيم ٢ ، ٤ ، ٤ ، ٤ ، ٥ ، ٥ ، ٧ ، ٩', expected: { values: [4] }, source: 'μ = 5, Σ(x − μ)² = 32, /8' },
  { id: 'geo-statistics-06', subject: math, kind: 'standard-deviation', language: 'ar', question: 'اوجد الانحراف المعياري للقيم ٦ ، ٨ ، ١٠ ، ١٢ ، ١٤', expected: { values: [2.8284271] }, source: 'σ² = 40/5 = 8' },
  { id: 'geo-statistics-07', subject: math, kind: 'standard-deviation', language: 'en', question: 'Find the sample standard deviation of 4, 8, 6, 5, 7.', expected: { values: [1.5811388] }, source: 's² = 10/4' },
  { id: 'geo-statistics-08', subject: math, kind: 'standard-deviation', language: 'en', question: 'For the data 10, 12, 14, 16, 18 find the mean and then find the standard deviation.', expected: { parts: [{ values: [14] }, { values: [2.8284271] }] }, source: 'σ² = 40/5' },
  { id: 'geo-statistics-09', subject: math, kind: 'mean', language: 'ar', question: 'اوجد الوسط الحسابي للتوزيع التكراري الاتي: س: ١، ٢، ٣، ٤ والتكرار: ٢، ٥، ٨، ٥', expected: { values: [2.8] }, source: 'Σfx = 56, Σf = 20' },
  { id: 'geo-statistics-10', subject: math, kind: 'median', language: 'ar', question: 'ازاي احسب الوسيط للأعداد 15،11،20،13،18', expected: { values: [15] } },
  { id: 'geo-statistics-11', subject: math, kind: 'variance', language: 'en', question: 'The values 2, 4, 6 occur with frequencies 3, 4, 3. Find the variance.', expected: { values: [2.4] }, source: 'μ = 40/10 = 4, Σf(x − μ)² = 24, /10' },
  { id: 'geo-statistics-12', subject: math, kind: 'mean', language: 'ar', question: 'للقيم ٣ ، ٥ ، ٨ ، ٩ ، ١٠ ، ١٣ أوجد: (أ) الوسط الحسابي (ب) الوسيط', expected: { parts: [{ values: [8] }, { values: [8.5] }] } },

  // ── held-out check: written after the solver, run once, then kept ──
  { id: 'geo-heldout-01', subject: math, kind: 'distance', language: 'ar', question: 'النقطتان م(٥، ٢) و ن(-٣، -٤) ، احسب طول م ن', expected: { values: [10] }, source: '√(64 + 36)' },
  { id: 'geo-heldout-02', subject: math, kind: 'slope', language: 'en', question: 'What is the gradient of the line joining P(-1, 4) and Q(3, -4)?', expected: { values: [-2] }, source: '−8 / 4' },
  { id: 'geo-heldout-03', subject: math, kind: 'line-equation', language: 'ar', question: 'اوجد معادله المستقيم الذي يمر بالنقطة (٠، -٣) و ميله ٤', expected: { expression: '4*x - 3', variable: 'x' } },
  { id: 'geo-heldout-04', subject: math, kind: 'parallel-line', language: 'en', question: 'Find the equation of the line passing through (2, 5) and parallel to the line y = -3x + 1.', expected: { expression: '-3*x + 11', variable: 'x' }, source: 'y − 5 = −3(x − 2)' },
  { id: 'geo-heldout-05', subject: math, kind: 'circle-centre-radius', language: 'ar', question: 'عايز مركز ونص قطر الدايره س^٢ + ص^٢ + ١٠س - ٢ص + ١ = ٠', expected: { values: [-5, 1, 5] }, source: 'r = √(25 + 1 − 1)' },
  { id: 'geo-heldout-06', subject: math, kind: 'dot-product', language: 'en', question: 'If u = (2, -1, 3) and v = (1, 4, -2), find u · v.', expected: { values: [-8] }, source: '2 − 4 − 6' },
  { id: 'geo-heldout-07', subject: math, kind: 'probability-independent', language: 'ar', question: 'إذا كان ل(أ) = ٠.٧ و ل(ب) = ٠.٤ و أ ، ب مستقلان أوجد ل(أ ∪ ب)', expected: { values: [0.82] }, source: '0.7 + 0.4 − 0.28' },
  { id: 'geo-heldout-08', subject: math, kind: 'standard-deviation', language: 'en', question: 'Calculate the standard deviation of the numbers 3, 7, 7, 19.', expected: { values: [6] }, source: 'μ = 9, Σ(x − μ)² = 144, /4 = 36' },
  { id: 'geo-heldout-09', subject: math, kind: 'probability-basic', language: 'ar', question: 'في تجربة القاء قطعة نقود ثلاث مرات، ما احتمال ظهور صورتين على الاقل', expected: { values: [0.5] }, source: '(3 + 1)/8' },
  { id: 'geo-heldout-10', subject: math, kind: 'point-line-distance', language: 'en', question: 'Find the length of the perpendicular from (−1, 2) to the line 6x + 8y − 5 = 0.', expected: { values: [0.5] }, source: '|−6 + 16 − 5| / 10' },
];
