/**
 * Text helpers shared by the schemas and the client. Kept free of zod so the browser bundle can import
 * constants.ts without pulling the schema library in.
 */
/** Length in Unicode code points, so an emoji or an Arabic letter counts as one character. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
