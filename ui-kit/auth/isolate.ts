/**
 * Bidi isolation for values put into translated sentences: an e-mail address inside Arabic text keeps its own
 * left-to-right order (FSI … PDI, the plain-text form of <bdi>), so "@" and "." stay where they belong.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
