/**
 * The closing call to action of the landing page: one more invitation to sign up or to try without an
 * account, on a brand-coloured panel. Both buttons call the same callbacks as the hero's.
 */
import { ArrowRight } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import { darkTheme, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';

/** In the dark theme a bright brand slab glares: the panel becomes a deep tint and the text the page's. */
const inDarkTheme = `.${darkTheme.className} &`;

const Section = styled('section', { px: '$4', py: '$8', '@md': { px: '$6', py: '$9' } });

const Panel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$4',
  maxWidth: '$content',
  mx: 'auto',
  px: '$5',
  py: '$8',
  borderRadius: '$xl',
  textAlign: 'center',
  color: '$onPrimary',
  backgroundImage: 'linear-gradient(160deg, $primary 0%, $primaryPressed 100%)',
  boxShadow: '$lg',
  '@md': { py: '$9' },
  [inDarkTheme]: {
    color: '$text',
    border: '1px solid $border',
    backgroundImage: 'linear-gradient(160deg, $primarySoft 0%, $surfaceRaised 100%)',
  },
});

const Title = styled('h2', { fontSize: '$6', fontWeight: '$black', lineHeight: 1.35, '@md': { fontSize: '$7' } });

const Body = styled('p', { fontSize: '$4', lineHeight: '$relaxed', maxWidth: '$prose' });

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: '100%',
  marginBlockStart: '$2',
  '@sm': { flexDirection: 'row', justifyContent: 'center', width: 'auto' },
});

/** An outlined button drawn in the panel's text colour (the shared variants assume a page background). */
const OutlineOnBrand = styled(RACButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$controlLg',
  px: '$5',
  borderRadius: '$md',
  border: '1px solid $onPrimary',
  backgroundColor: 'transparent',
  color: '$onPrimary',
  fontSize: '$4',
  fontWeight: '$medium',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast',
  '&[data-hovered]': { backgroundColor: '$primaryHover' },
  '&[data-pressed]': { backgroundColor: '$primaryPressed' },
  '&[data-focus-visible]': { outline: '2px solid $onPrimary', outlineOffset: '2px' },
  [inDarkTheme]: {
    color: '$primary',
    borderColor: '$primary',
    '&[data-hovered]': { backgroundColor: '$primarySoft' },
    '&[data-pressed]': { backgroundColor: '$primarySoft' },
    '&[data-focus-visible]': { outlineColor: '$focusRing' },
  },
});

const FlipInRtl = styled('span', { display: 'inline-flex', '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

export interface CallToActionProps {
  /** "Sign Up" pressed. */
  onSignUp: () => void;
  /** "Try Without Account" pressed. */
  onTryWithoutAccount: () => void;
}

/** The final invitation: title, sentence, two buttons. */
export function CallToAction({ onSignUp, onTryWithoutAccount }: CallToActionProps) {
  const t = useT();
  return (
    <Section aria-labelledby="landing-cta-title">
      <Panel>
        <Title id="landing-cta-title">{t('landing.ctaTitle')}</Title>
        <Body>{t('landing.ctaBody')}</Body>
        <Actions>
          <Button size="lg" variant="secondary" onPress={onSignUp}>
            {t('landing.signUp')}
          </Button>
          <OutlineOnBrand onPress={onTryWithoutAccount}>
            {t('landing.tryWithoutAccount')}
            <FlipInRtl aria-hidden="true">
              <ArrowRight size={20} />
            </FlipInRtl>
          </OutlineOnBrand>
        </Actions>
      </Panel>
    </Section>
  );
}
