/**
 * The landing page's first screen (SPEC.md §2): what the product is, the two ways in (Sign Up, Try Without
 * Account) and a small sample exchange with the tutor so a student sees the promise before reading more.
 */
import { ArrowRight, CircleCheck, GraduationCap, Sparkles } from 'lucide-react';
import { darkTheme, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const Section = styled('section', {
  position: 'relative',
  overflow: 'hidden',
  // A soft wash from the brand tint into the page colour; vertical, so it reads the same in both directions.
  backgroundImage: 'radial-gradient(ellipse 60% 50% at 50% 0%, $accentSoft, transparent), linear-gradient(180deg, $primarySoft 0%, $bg 100%)',
  px: '$4',
  paddingBlockStart: '$8',
  paddingBlockEnd: '$9',
  '@md': { px: '$6', paddingBlockStart: '$10', paddingBlockEnd: '$10' },
  // The warm glow turns muddy on a dark page: keep only the brand wash there.
  [`.${darkTheme.className} &`]: { backgroundImage: 'linear-gradient(180deg, $primarySoft 0%, $bg 100%)' },
});

const Grid = styled('div', {
  display: 'grid',
  gap: '$8',
  alignItems: 'center',
  maxWidth: '$content',
  mx: 'auto',
  '@md': { gridTemplateColumns: '1.15fr 1fr', gap: '$9' },
});

const Copy = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '$5' });

const Badge = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  px: '$3',
  py: '$1',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$primary',
  fontSize: '$2',
  fontWeight: '$bold',
  boxShadow: '$sm',
  '& svg': { size: '16px', flexShrink: 0 },
});

const Title = styled('h1', {
  fontSize: '$7',
  fontWeight: '$black',
  lineHeight: 1.35,
  color: '$text',
  textWrap: 'balance',
  '@md': { fontSize: '$8' },
});

const Subtitle = styled('p', {
  fontSize: '$4',
  lineHeight: '$relaxed',
  color: '$textMuted',
  maxWidth: '$prose',
});

const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: '100%',
  '@sm': { flexDirection: 'row', width: 'auto' },
});

const Note = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$2',
  color: '$textMuted',
  '& svg': { size: '16px', color: '$success', flexShrink: 0 },
});

const FlipInRtl = styled('span', { display: 'inline-flex', '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

const Preview = styled('figure', {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$5',
  borderRadius: '$xl',
  border: '1px solid $border',
  backgroundColor: '$surface',
  boxShadow: '$lg',
  '@md': { padding: '$6' },
});

const TutorRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', fontWeight: '$bold' });

const Avatar = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$control',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
  '& svg': { size: '22px' },
});

const Bubble = styled('p', {
  maxWidth: '88%',
  px: '$4',
  py: '$3',
  borderRadius: '$lg',
  lineHeight: '$relaxed',
  variants: {
    from: {
      student: {
        alignSelf: 'flex-end',
        backgroundColor: '$primary',
        color: '$onPrimary',
        borderEndEndRadius: '$sm',
      },
      tutor: {
        alignSelf: 'flex-start',
        backgroundColor: '$surfaceMuted',
        color: '$text',
        borderEndStartRadius: '$sm',
      },
    },
  },
});

export interface HeroProps {
  /** "Sign Up" pressed: the app goes to /auth/signup. */
  onSignUp: () => void;
  /** "Try Without Account" pressed: the app shows the four-step splash, then /chat. */
  onTryWithoutAccount: () => void;
}

/** Title, subtitle, the two calls to action and a sample tutor exchange. */
export function Hero({ onSignUp, onTryWithoutAccount }: HeroProps) {
  const t = useT();
  return (
    <Section aria-labelledby="landing-hero-title">
      <Grid>
        <Copy>
          <Badge>
            <Sparkles aria-hidden="true" />
            {t('landing.heroBadge')}
          </Badge>
          <Title id="landing-hero-title">{t('landing.heroTitle')}</Title>
          <Subtitle>{t('landing.heroSubtitle')}</Subtitle>
          <Actions>
            <Button size="lg" onPress={onSignUp}>
              {t('landing.signUp')}
            </Button>
            <Button size="lg" variant="secondary" onPress={onTryWithoutAccount}>
              {t('landing.tryWithoutAccount')}
              <FlipInRtl aria-hidden="true">
                <ArrowRight size={20} />
              </FlipInRtl>
            </Button>
          </Actions>
          <Note>
            <CircleCheck aria-hidden="true" />
            {t('landing.heroNote')}
          </Note>
        </Copy>

        <Preview>
          <VisuallyHidden as="figcaption">{t('landing.previewLabel')}</VisuallyHidden>
          <TutorRow>
            <Avatar aria-hidden="true">
              <GraduationCap />
            </Avatar>
            {t('landing.previewTutor')}
          </TutorRow>
          <Bubble from="student">{t('landing.previewQuestion')}</Bubble>
          <Bubble from="tutor">{t('landing.previewAnswer')}</Bubble>
        </Preview>
      </Grid>
    </Section>
  );
}
