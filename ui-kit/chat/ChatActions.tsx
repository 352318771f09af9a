/**
 * ChatActions: the conversation's tools in the toolbar — export the tutor's notes, analyse a wrong answer, and
 * (as a slot) the spoken-replies toggle. Labelled buttons on wide screens, icons with tooltips on phones.
 */
import { FileDown, SearchCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { styled } from '../theme/stitches.config';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });

const Label = styled('span', { display: 'none', '@sm': { display: 'inline' } });

export interface ChatActionsProps {
  /** Open the export dialog. */
  onExport: () => void;
  /** Open the wrong-answer analysis dialog. */
  onAnalyze: () => void;
  /** The spoken-replies control (SpeakToggle). */
  speech?: ReactNode;
}

export function ChatActions({ onExport, onAnalyze, speech }: ChatActionsProps) {
  const t = useT();
  return (
    <Row role="group" aria-label={t('chat.actions.label')}>
      <Button variant="secondary" size="sm" onPress={onExport} aria-label={t('export.open')}>
        <FileDown aria-hidden="true" size={18} />
        <Label aria-hidden="true">{t('export.open')}</Label>
      </Button>
      <Button variant="secondary" size="sm" onPress={onAnalyze} aria-label={t('analysis.open')}>
        <SearchCheck aria-hidden="true" size={18} />
        <Label aria-hidden="true">{t('analysis.open')}</Label>
      </Button>
      {speech}
    </Row>
  );
}
