import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plain text of a quiz text', () => {
  it('drops maths delimiters and keeps the formula readable', () => {
    expect(plainText('$x = 2$ أو $x = 3$')).toBe('x = 2 أو x = 3');
    expect(plainText('$\\frac{x^2}{2} + C$')).toBe('(x^2)/(2) + C');
    expect(plainText('$a = F \\div m = 10 \\div 2 = 5\\ \\text{m/s}^2$')).toBe('a = F ÷ m = 10 ÷ 2 = 5 m/s^2');
    expect(plainText('\\(\\log_{10} 1000\\)')).toBe('log10 1000');
    expect(plainText('$x > 2$')).toBe('x > 2');
  });

  it('leaves ordinary text alone, markdown emphasis aside', () => {
    expect(plainText('النيوتن (N)')).toBe('النيوتن (N)');
    expect(plainText('**The newton**')).toBe('The newton');
  });
});
