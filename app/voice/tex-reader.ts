/**
 * A cursor over TeX source for speak-tex.ts: reads command names, brace groups, single arguments and the
 * `_`/`^` bounds of big operators, without interpreting them.
 */

/** Reads TeX source from left to right; `position` is the next character. */
export class TexReader {
  position = 0;
  constructor(readonly source: string) {}

  get done(): boolean {
    return this.position >= this.source.length;
  }

  peek(): string {
    return this.source[this.position] ?? '';
  }

  skipSpaces(): void {
    while (/\s/.test(this.peek()) && !this.done) this.position += 1;
  }

  /** `\name` (letters) or `\x` (one symbol); the reader stands on the backslash. */
  readCommandName(): string {
    this.position += 1;
    const letters = /^[A-Za-z]+/.exec(this.source.slice(this.position))?.[0];
    const name = letters ?? this.peek();
    this.position += name.length;
    return name;
  }

  /** The raw source of a `{…}` group (without its braces), reading from the opening brace. */
  readGroup(open = '{', close = '}'): string {
    let depth = 0;
    const start = this.position + 1;
    for (; !this.done; this.position += 1) {
      const character = this.peek();
      if (character === '\\') {
        this.position += 1;
        continue;
      }
      if (character === open) depth += 1;
      if (character === close) depth -= 1;
      if (depth === 0) {
        this.position += 1;
        return this.source.slice(start, this.position - 1);
      }
    }
    return this.source.slice(start);
  }

  /** The raw source of one argument: a group, a command with its name, or a single character. */
  readArgument(): string {
    this.skipSpaces();
    const character = this.peek();
    if (character === '{') return this.readGroup();
    if (character === '\\') {
      const start = this.position;
      this.readCommandName();
      return this.source.slice(start, this.position);
    }
    this.position += character.length;
    return character;
  }

  /** `_{…}` and `^{…}` right after a big operator, in either order. */
  readBounds(): { lower: string; upper: string } {
    const bounds = { lower: '', upper: '' };
    for (let index = 0; index < 2; index += 1) {
      this.skipSpaces();
      if (this.peek() === '_') {
        this.position += 1;
        bounds.lower = this.readArgument();
      } else if (this.peek() === '^') {
        this.position += 1;
        bounds.upper = this.readArgument();
      }
    }
    return bounds;
  }
}
