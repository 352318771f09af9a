/**
 * The whole exam-style corpus, by area (see types.ts).
 */
import { algebraCorpus } from './data/algebra';
import { blindChatCorpus } from './data/blind-chat';
import { blindExamCorpus } from './data/blind-exam';
import { blindFinalCorpus } from './data/blind-final';
import { discreteCorpus } from './data/discrete';
import { calculusCorpus } from './data/calculus';
import { geometryCorpus } from './data/geometry';
import { mechanicsCorpus } from './data/mechanics';
import { electricityCorpus } from './data/electricity';
import { heatWavesCorpus } from './data/heat-waves';
import { holdoutCorpus } from './data/holdout';
import { unseenCorpus } from './data/unseen';
import { chemistryCorpus } from './data/chemistry';
import { freshCorpus } from './data/fresh';
import type { CorpusProblem } from './types';

export interface CorpusArea {
  area: string;
  problems: readonly CorpusProblem[];
}

export const CORPUS: readonly CorpusArea[] = [
  { area: 'algebra', problems: algebraCorpus },
  { area: 'discrete', problems: discreteCorpus },
  { area: 'calculus', problems: calculusCorpus },
  { area: 'geometry', problems: geometryCorpus },
  { area: 'mechanics', problems: mechanicsCorpus },
  { area: 'electricity', problems: electricityCorpus },
  { area: 'heat-waves', problems: heatWavesCorpus },
  { area: 'chemistry', problems: chemistryCorpus },
  { area: 'holdout', problems: holdoutCorpus },
  { area: 'fresh', problems: freshCorpus },
  { area: 'unseen', problems: unseenCorpus },
  { area: 'blind-chat', problems: blindChatCorpus },
  { area: 'blind-exam', problems: blindExamCorpus },
  { area: 'blind-final', problems: blindFinalCorpus },
];
