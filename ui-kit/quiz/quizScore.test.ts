import { describe, expect, it } from 'vitest';
import { quizScore } from './quizScore';

describe('the quiz score bands', () => {
  it('80 % and above is excellent', () => {
    expect(quizScore(4, 5).band).toBe('excellent');
    expect(quizScore(10, 10)).toEqual({ correct: 10, total: 10, percent: 100, band: 'excellent' });
  });

  it('60 % to under 80 % is very good', () => {
    expect(quizScore(3, 5).band).toBe('veryGood');
    expect(quizScore(7, 10).band).toBe('veryGood');
    // 79.9 % is under the excellent line, and the screen must not show it as 80 %.
    expect(quizScore(799, 1000)).toMatchObject({ percent: 79, band: 'veryGood' });
  });

  it('below 60 % needs review', () => {
    expect(quizScore(2, 5)).toEqual({ correct: 2, total: 5, percent: 40, band: 'needsReview' });
    expect(quizScore(0, 10).band).toBe('needsReview');
  });
});
