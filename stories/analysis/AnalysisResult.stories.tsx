/** AnalysisResult: the four sections of a wrong-answer analysis, with and without the analysed question. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalysisResult } from '../../ui-kit/analysis/AnalysisResult';
import { ARABIC_QUESTION, ENGLISH_QUESTION, longArabicAnalysis, mixedMathsEnglishAnalysis, shortArabicAnalysis } from './analysisSamples';

const meta = { title: 'Analysis/AnalysisResult', component: AnalysisResult, args: { analysis: shortArabicAnalysis, question: ARABIC_QUESTION } } satisfies Meta<typeof AnalysisResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongArabic: Story = { args: { analysis: longArabicAnalysis, question: undefined } };
export const MixedMathsEnglish: Story = { args: { analysis: mixedMathsEnglishAnalysis, question: ENGLISH_QUESTION } };
