/**
 * A student's testimonial on the landing page: the quote, then who said it (name and grade). Rendered as a
 * figure with a blockquote and a figcaption, the semantic shape of an attributed quotation.
 */
import { Quote } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { Card } from '../primitives/Card';

const Figure = styled(Card, { margin: 0, gap: '$4', height: '100%', padding: '$6', boxShadow: '$sm' });

const Mark = styled('span', {
  alignSelf: 'flex-start',
  color: '$primary',
  lineHeight: 0,
  '& svg': { size: '28px' },
  // The opening quotation mark faces the text: mirror it in right-to-left pages.
  '[dir="rtl"] &': { transform: 'scaleX(-1)' },
});

const Text = styled('blockquote', {
  margin: 0,
  flex: '1 0 auto',
  fontSize: '$4',
  lineHeight: '$relaxed',
  color: '$text',
});

const Caption = styled('figcaption', { display: 'flex', alignItems: 'center', gap: '$3' });

const Initial = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$controlLg',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  color: '$accent',
  fontWeight: '$black',
  fontSize: '$5',
});

const Who = styled('span', { display: 'flex', flexDirection: 'column' });
const Name = styled('span', { fontWeight: '$bold' });
const Grade = styled('span', { fontSize: '$2', color: '$textMuted' });

export interface TestimonialProps {
  /** The student's name. */
  name: string;
  /** Their grade and track, e.g. "Grade 12, Science (Maths)". */
  grade: string;
  /** What they said. */
  quote: string;
}

/** An attributed student quote. */
export function Testimonial({ name, grade, quote }: TestimonialProps) {
  return (
    <Figure as="figure">
      <Mark aria-hidden="true">
        <Quote />
      </Mark>
      <Text>{quote}</Text>
      <Caption>
        <Initial aria-hidden="true">{Array.from(name)[0]}</Initial>
        <Who>
          <Name>{name}</Name>
          <Grade>{grade}</Grade>
        </Who>
      </Caption>
    </Figure>
  );
}
