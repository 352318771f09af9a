/**
 * The visitor's front door (SPEC.md §2 landing page): hero, three feature cards, three student
 * testimonials, the stats line, a closing call to action and the footer. Pure: Sign Up and Try Without
 * Account are callbacks (the app navigates / shows the splash); the payment toast of the query string is
 * raised by the app, not here.
 */
import { BookHeart, Lightbulb, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import type { MessageKey } from '../i18n';
import { personalityIds, subjects } from '../../contract/values';
import type { LinkComponent } from '../layout/AppLink';
import { CallToAction } from './CallToAction';
import { FeatureCard } from './FeatureCard';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { StatsLine } from './StatsLine';
import { Testimonial } from './Testimonial';

const Page = styled('div', { display: 'flex', flexDirection: 'column', flex: '1 0 auto' });

const Section = styled('section', { px: '$4', py: '$8', '@md': { px: '$6', py: '$9' } });

const SectionTitle = styled('h2', {
  maxWidth: '$content',
  mx: 'auto',
  marginBlockEnd: '$6',
  fontSize: '$6',
  fontWeight: '$black',
  lineHeight: 1.35,
  textAlign: 'center',
  textWrap: 'balance',
  '@md': { fontSize: '$7', marginBlockEnd: '$7' },
});

const CardGrid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  marginInline: 'auto',
  padding: 0,
  display: 'grid',
  gap: '$4',
  maxWidth: '$content',
  '@md': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '$5' },
});

const features = [
  { icon: <Lightbulb />, tone: 'primary', title: 'landing.featureExplainTitle', body: 'landing.featureExplainBody' },
  { icon: <ListChecks />, tone: 'accent', title: 'landing.featureStepsTitle', body: 'landing.featureStepsBody' },
  { icon: <BookHeart />, tone: 'premium', title: 'landing.featureStoriesTitle', body: 'landing.featureStoriesBody' },
] as const satisfies ReadonlyArray<{ icon: ReactNode; tone: string; title: MessageKey; body: MessageKey }>;

const testimonials = [
  { name: 'landing.testimonial1Name', grade: 'landing.testimonial1Grade', quote: 'landing.testimonial1Quote' },
  { name: 'landing.testimonial2Name', grade: 'landing.testimonial2Grade', quote: 'landing.testimonial2Quote' },
  { name: 'landing.testimonial3Name', grade: 'landing.testimonial3Grade', quote: 'landing.testimonial3Quote' },
] as const satisfies ReadonlyArray<Record<'name' | 'grade' | 'quote', MessageKey>>;

export interface LandingPageProps {
  /** "Sign Up" pressed (hero or call to action): the app goes to /auth/signup. */
  onSignUp: () => void;
  /** "Try Without Account" pressed: the app shows the TrySplash, then /chat. */
  onTryWithoutAccount: () => void;
  /** Subjects in the stats line; defaults to the contract's subject list (8). */
  subjectsCount?: number;
  /** Personalities in the stats line; defaults to the contract's personality list (4). */
  personalitiesCount?: number;
  /** Year in the footer's copyright; defaults to the current year (pass it for stable SSR and screenshots). */
  year?: number;
  /** The app's router link for the footer links; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The whole landing page (without the shared header, which the AppShell renders). */
export function LandingPage({
  onSignUp,
  onTryWithoutAccount,
  subjectsCount = subjects.length,
  personalitiesCount = personalityIds.length,
  year = new Date().getFullYear(),
  LinkComponent,
}: LandingPageProps) {
  const t = useT();
  return (
    <Page>
      <Hero onSignUp={onSignUp} onTryWithoutAccount={onTryWithoutAccount} />

      <Section aria-labelledby="landing-features-title">
        <SectionTitle id="landing-features-title">{t('landing.featuresTitle')}</SectionTitle>
        <CardGrid>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard icon={feature.icon} tone={feature.tone} title={t(feature.title)} description={t(feature.body)} />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="landing-testimonials-title">
        <SectionTitle id="landing-testimonials-title">{t('landing.testimonialsTitle')}</SectionTitle>
        <CardGrid>
          {testimonials.map((item) => (
            <li key={item.name}>
              <Testimonial name={t(item.name)} grade={t(item.grade)} quote={t(item.quote)} />
            </li>
          ))}
        </CardGrid>
      </Section>

      <StatsLine subjectsCount={subjectsCount} personalitiesCount={personalitiesCount} />
      <CallToAction onSignUp={onSignUp} onTryWithoutAccount={onTryWithoutAccount} />
      <Footer year={year} LinkComponent={LinkComponent} />
    </Page>
  );
}
