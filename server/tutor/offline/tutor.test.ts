/**
 * What the offline tutor answers with, as a student sees it: a verified solution, an honest decline, a concept
 * note only for a question about a concept, never a note on another topic for a problem it cannot solve.
 */
import { describe, expect, it } from 'vitest';
import type { TutorRequest } from '../types';
import { answer } from './tutor';

const ask = (message: string, language: 'ar' | 'en' = 'ar', subject: TutorRequest['subject'] = null) =>
  answer({ message, history: [], language, subject, personality: 'friendly', tutorMode: 'formal', premium: false });

describe('problems the tutor cannot solve get an honest decline, never a note on another topic', () => {
  it.each([
    ['ما معادلة الدائرة التي مركزها (٢، −٣) ونصف قطرها ٥ وحدات؟ وما طول قطرها؟ وما محيطها مقربًا لأقرب جزء من مائة؟ وما مساحتها؟ وما النقطة الأبعد عنها على محور السينات؟'],
    ['غاز مثالي حجمه ٣ لتر عند ٢٧°س وضغط ٢ ض.ج سُخّن حتى ١٢٧°س وتمدد إلى ٤ لتر، وما عدد مولاته، وما الشغل المبذول عند ضغط ثابت؟'],
    ['Three resistors of 4 Ω, 6 Ω and 12 Ω are in parallel with a 2 Ω resistor in series, across a 24 V battery of internal resistance 0.5 Ω; find the power lost inside the battery, and the charge that passes in 2 minutes, and the efficiency.'],
  ])('%s', (question) => {
    const reply = ask(question, /[a-z]/i.test(question[0]!) ? 'en' : 'ar');
    expect(reply.kind).not.toBe('concept');
  });

  it('the decline says what went wrong, what to try and that the full tutor can do it (Arabic)', () => {
    const reply = ask('احسب عدد الطرق لتوزيع ٧ كرات مختلفة على ٣ صناديق مختلفة بحيث لا يكون أي صندوق فارغًا ثم احسب الاحتمال أن يحتوي الأول على كرتين فقط');
    expect(reply.kind).toBe('decline');
    expect(reply.text).toContain('لن أعطيك إجابة غير مؤكدة');
    expect(reply.text).toContain('جرّب');
    expect(reply.text).toContain('نموذج ذكاء اصطناعي');
  });

  it('the decline in English', () => {
    const reply = ask('A ladder 10 m long leans on a wall; its foot slides at 2 m/s and a bird flies past at 3 m/s; how fast does the angle change when the foot is 6 m away and what is the bird speed relative to the top?', 'en');
    expect(reply.kind).toBe('decline');
    expect(reply.text).toContain('I will not give you an answer I cannot check');
    expect(reply.text).toContain('full tutor');
  });

  it('a decline names what its closest reading left out', () => {
    const reply = ask('solve 2x + 3 = 7 and log 5', 'en');
    if (reply.kind === 'decline') expect(reply.text).toMatch(/leaves out|not one of the kinds/);
    else expect(reply.text).toContain('log');
  });
});

describe('questions about a concept still get the concept note', () => {
  it.each([
    ['اشرح قانون أوم', 'ar', 'قانون أوم'],
    ['ما أسباب ثورة 1919؟', 'ar', '1919'],
    ['explain photosynthesis', 'en', 'hotosynthesis'],
  ] as const)('%s', (question, language, inTitle) => {
    const reply = ask(question, language);
    expect(reply.kind).toBe('concept');
    expect(reply.text).toContain(inTitle);
  });

  it('a greeting gets the welcome', () => {
    expect(ask('السلام عليكم').kind).toBe('greeting');
  });
});

describe('a solved problem is the problem the student wrote', () => {
  it('a quadratic is solved and checked', () => {
    const reply = ask('حل المعادلة س² − ٥س + ٦ = ٠');
    expect(reply.kind).toBe('solution');
    expect(reply.text).toContain('x = 2');
    expect(reply.text).toContain('x = 3');
  });

  it('the roots of a quadratic are never given for a question about where the function increases', () => {
    const reply = ask('ابحث اطراد الدالة د(س) = س² - ٤س + ١');
    if (reply.kind === 'solution') expect(reply.text).not.toMatch(/2 \\pm \\sqrt\{3\}|0\.2087/);
    else expect(reply.kind).toBe('decline');
  });

  it('"س٢" typed for س² is read as a power, never as 2x', async () => {
    const { solveMath } = await import('./math');
    expect(solveMath('حل س٢ - ٥س + ٦ = ٠', 'ar')?.answer).toContain('x = 3');
    expect(ask('حل س٢ - ٥س + ٦ = ٠').text).toContain('x = 3');
  });

  it("the student's own attempt after the question is set aside, not read as a given", async () => {
    const { solveQuestion } = await import('./solve');
    expect(solveQuestion('حل log2(x) + log2(x-2) = 3 طلعتلي 4 و -2 بس مش متأكد', 'ar', 'math').solution?.result).toEqual({ values: [4] });
    expect(solveQuestion('solve x^2 = 9, I got 3 is that right?', 'en', 'math').solution?.result).toEqual({ values: [-3, 3] });
  });

  it('calculator notation 1.6e-19 and subscripts N₂ are read as 1.6 × 10^-19 and N2', async () => {
    const { solveQuestion } = await import('./solve');
    const force = solveQuestion('a proton (q = 1.6e-19 C) moves at 2e6 m/s perpendicular to a magnetic field of 0.5 T. find the force on it', 'en', 'physics');
    expect((force.solution?.result as { values: number[] }).values[0]).toBeCloseTo(1.6e-13, 15);
    const volume = solveQuestion('What volume in litres does 7 g of nitrogen gas N₂ occupy at STP?', 'en', 'chemistry');
    expect((volume.solution?.result as { values: number[] }).values[0]).toBeCloseTo(5.6, 3);
  });

  it('a message of thousands of characters is a conversation: no solver reads it as one problem', async () => {
    const { solveQuestion } = await import('./solve');
    expect(solveQuestion(`حل المعادلة ٢س + ٣ = ٧ ${'وشكرا جدا '.repeat(300)}`, 'ar', 'math').solution).toBeNull();
  });

  it('the sum of the roots is never answered with the roots', () => {
    const reply = ask('اوجد مجموع جذري المعادلة س² - ٥س + ٦ = ٠');
    if (reply.kind === 'solution') expect(reply.text).toMatch(/= 5\b|\b5\$/);
    else expect(reply.kind).toBe('decline');
  });

  it('the modulus of a complex number is never answered with a linear equation', () => {
    const reply = ask('Find the modulus of z = 3 - 4i', 'en');
    if (reply.kind === 'solution') expect(reply.text).toMatch(/= 5\b|\b5\$/);
    else expect(reply.kind).toBe('decline');
  });
});
