/**
 * The export of the tutor's notes (SPEC.md §7): only the replies given, markdown stripped in the text file with
 * the LaTeX kept, a standalone right-to-left HTML page for Arabic with MathML formulas, no script and raw HTML
 * escaped, and file names that carry the Cairo date.
 */
import { describe, expect, it } from 'vitest';
import '../../ui-kit/i18n/all-languages';
import { buildHtmlExport, buildTextExport, exportFileName, tutorNotesOf } from './build-export';

const exportedAt = new Date('2025-03-10T12:00:00.000Z');
const arabicOptions = { language: 'ar' as const, title: 'المعادلات التربيعية', exportedAt };
const englishOptions = { language: 'en' as const, title: 'Quadratics', exportedAt };

const conversation = [
  { role: 'user', content: 'اشرح لي المعادلة التربيعية', createdAt: '2025-03-10T11:00:00.000Z' },
  {
    role: 'assistant',
    content: '## القانون العام\n\nالمعادلة $ax^2 + bx + c = 0$ لها **جذران** عندما:\n\n$$b^2 - 4ac > 0$$',
    createdAt: '2025-03-10T11:00:05.000Z',
  },
  { role: 'user', content: 'سؤالي السري للمعلم', createdAt: '2025-03-10T11:01:00.000Z' },
  { role: 'assistant', content: 'مثال: $x^2 - 5x + 6 = 0$ وجذراه 2 و 3.', createdAt: '2025-03-10T11:01:05.000Z' },
];

describe('tutorNotesOf', () => {
  it('keeps only the assistant messages, in order', () => {
    expect(tutorNotesOf(conversation).map((message) => message.createdAt)).toEqual([
      '2025-03-10T11:00:05.000Z',
      '2025-03-10T11:01:05.000Z',
    ]);
  });
});

describe('buildTextExport', () => {
  const text = buildTextExport(tutorNotesOf(conversation), arabicOptions);

  it('opens with the title and the export date in the export language', () => {
    const [heading, date] = text.split('\n');
    expect(heading).toBe('ملاحظات المعلم — المعادلات التربيعية');
    expect(date).toMatch(/^تاريخ التصدير: .*٢٠٢٥/);
  });

  it('contains the tutor replies passed in and nothing the student wrote', () => {
    expect(text).toContain('مثال:');
    expect(text).not.toContain('اشرح لي المعادلة التربيعية');
    expect(text).not.toContain('سؤالي السري للمعلم');
    expect(text).toContain('الملاحظة ١');
    expect(text).toContain('الملاحظة ٢');
    expect(text).not.toContain('الملاحظة ٣');
  });

  it('strips markdown marks but keeps each formula as its LaTeX source', () => {
    expect(text).toContain('القانون العام');
    expect(text).not.toMatch(/^#/m);
    expect(text).not.toContain('**');
    expect(text).toContain('لها جذران عندما:');
    expect(text).toContain('$ax^2 + bx + c = 0$');
    expect(text).toMatch(/^\$\$b\^2 - 4ac > 0\$\$$/m);
  });

  it('turns lists, links, code and tables into readable plain text', () => {
    const reply = [
      '1. first step',
      '2. second step',
      '',
      '- a bullet with `inline code`',
      '',
      'See [the docs](https://example.com/docs).',
      '',
      '```python',
      'print("hi")',
      '```',
      '',
      '| law | formula |',
      '| --- | --- |',
      '| Newton | $F = ma$ |',
    ].join('\n');
    const plain = buildTextExport([{ content: reply, createdAt: exportedAt.toISOString() }], englishOptions);
    expect(plain).toContain('1. first step\n2. second step');
    expect(plain).toContain('• a bullet with inline code');
    expect(plain).toContain('See the docs (https://example.com/docs).');
    expect(plain).toContain('    print("hi")');
    expect(plain).not.toContain('```');
    expect(plain).toContain('law | formula');
    expect(plain).toContain('Newton | $F = ma$');
  });

  it('reads money as money, and \\( \\) maths as maths', () => {
    const plain = buildTextExport(
      [{ content: 'A book costs $5 and a pen $10, while \\(E = mc^2\\).', createdAt: exportedAt.toISOString() }],
      englishOptions,
    );
    expect(plain).toContain('A book costs $5 and a pen $10, while $E = mc^2$.');
  });

  it('falls back to "Tutor’s notes" for an untitled conversation', () => {
    expect(buildTextExport([], { ...englishOptions, title: '  ' }).split('\n')[0]).toBe('Tutor’s notes');
  });
});

describe('buildHtmlExport', () => {
  it('is a right-to-left Arabic document whose formulas are MathML, left to right', () => {
    const html = buildHtmlExport([{ content: 'مساحة المربع $x^2$ حيث x طول الضلع', createdAt: exportedAt.toISOString() }], arabicOptions);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toMatch(/<span class="math-inline" dir="ltr"><span class="katex"><math[^>]*>/);
    expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    // MathML only: no KaTeX HTML layer that would need its fonts and stylesheet.
    expect(html).not.toContain('katex-html');
    expect(html).not.toMatch(/<link|@font-face|https?:\/\/[^"\s]*\.css/);
    expect(html).toContain('<title>ملاحظات المعلم — المعادلات التربيعية</title>');
  });

  it('is a left-to-right document in English', () => {
    const html = buildHtmlExport([{ content: 'Hello', createdAt: exportedAt.toISOString() }], englishOptions);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('Tutor’s notes — Quadratics');
  });

  it('renders display maths as a block formula', () => {
    const html = buildHtmlExport([{ content: '$$\\frac{a}{b}$$', createdAt: exportedAt.toISOString() }], englishOptions);
    const displayFormula = /<div class="math-display" dir="ltr"><span class="katex"><math[^>]*display="block"/;
    expect(html).toMatch(displayFormula);
    expect(html).toContain('<mfrac>');
  });

  it('carries no script and shows raw HTML as text', () => {
    const hostile = [
      'Look <script>alert("x")</script> here <img src=x onerror="alert(1)"> and <b>bold</b>',
      '',
      '<div onclick="steal()">block html</div>',
      '',
      '[click me](javascript:alert(1))',
    ].join('\n');
    const html = buildHtmlExport([{ content: hostile, createdAt: exportedAt.toISOString() }], englishOptions);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img src="?x/i);
    // An attribute would read on…="…"; the escaped text reads on…=&quot;…
    expect(html).not.toMatch(/\son(error|click)="/i);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;div onclick=&quot;steal()&quot;&gt;block html&lt;/div&gt;');
    expect(html).toContain('Content-Security-Policy');
  });

  it('escapes a title that looks like markup', () => {
    const html = buildHtmlExport([], { ...englishOptions, title: '</title><script>alert(1)</script>' });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('has an article for each reply, with its time', () => {
    const html = buildHtmlExport(tutorNotesOf(conversation), arabicOptions);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toMatch(/<time datetime="2025-03-10T11:00:05.000Z">[^<]*٢٠٢٥/i);
    expect(html).not.toContain('سؤالي السري للمعلم');
  });
});

describe('exportFileName', () => {
  it('names the file after the notes and the Cairo date and time, in Latin digits', () => {
    // 22:30 UTC on 9 March is 00:30 on 10 March in Cairo (UTC+2).
    const lateEvening = new Date('2025-03-09T22:30:00.000Z');
    expect(exportFileName('ar', lateEvening, 'txt')).toBe('ملاحظات-المعلم-2025-03-10-0030.txt');
    expect(exportFileName('en', lateEvening, 'html')).toBe('tutor-notes-2025-03-10-0030.html');
  });
});
