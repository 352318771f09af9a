/**
 * The quick quiz: the offer under an AI reply and the quiz modal (SPEC.md §4).
 */
export { QuizOffer, type QuizOfferProps } from './QuizOffer';
export { QuizModal, type QuizModalProps, type QuizModalState } from './QuizModal';
export { quizScore, type QuizScore, type ScoreBand } from './quizScore';
