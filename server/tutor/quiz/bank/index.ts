/**
 * The offline quiz question bank: seeded bilingual multiple-choice questions for all eight subjects, searched by
 * topic, and numeric maths and physics questions generated from random parameters with answers verified by mathjs.
 */
export { searchQuestionBank } from './search';
export { generateNumericQuestions } from './numeric/generate';
