/**
 * The pay section of /subscribe (SPEC.md §2, §5): the payment-method tiles (a radio group), the online button —
 * disabled until a method is chosen, continuing to the wallet flow when Vodafone Cash is chosen — and the separate
 * manual wallet button, always enabled.
 */
import { useId } from 'react';
import { CreditCard, Lock, Smartphone } from 'lucide-react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { SectionTitle } from './paymentStyles';

/** The online pay methods of the tiles. */
export type PaymentMethodChoice = 'card' | 'vodafone_cash';

const MethodGroup = styled(RadioGroup, { display: 'flex', flexDirection: 'column', gap: '$3' });

const MethodTiles = styled('div', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const MethodTile = styled(Radio, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  border: '2px solid $border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  outline: 'none',
  transition: 'border-color $fast, background-color $fast',
  '&[data-hovered]': { borderColor: '$borderStrong' },
  '&[data-selected]': { borderColor: '$primary', backgroundColor: '$primarySoft' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '& > svg': { flexShrink: 0, size: '28px', color: '$primary' },
});

const TileText = styled('span', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });
const TileName = styled('span', { fontWeight: '$bold' });
const TileDescription = styled('span', { fontSize: '$2', color: '$textMuted', lineHeight: '$normal' });

/** The chosen-state ring of a tile, so the choice is not told by colour alone. */
const TileMark = styled('span', {
  flexShrink: 0,
  size: '20px',
  marginInlineStart: 'auto',
  borderRadius: '$round',
  border: '2px solid $borderStrong',
  '[data-selected] > &': { borderColor: '$primary', boxShadow: 'inset 0 0 0 4px $colors$surface', backgroundColor: '$primary' },
});

const PayButtons = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Hint = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted', textAlign: 'center' });
const Secure = styled('p', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  margin: 0,
  fontSize: '$2',
  color: '$textMuted',
  '& svg': { size: '16px' },
});

export interface PaymentMethodSectionProps {
  /** The chosen tile; null until the student picks one. */
  method: PaymentMethodChoice | null;
  onMethodChange: (method: PaymentMethodChoice) => void;
  /** The online button with the card chosen. */
  onPayOnline: () => void;
  /** The manual wallet button, or the online button with Vodafone Cash chosen. */
  onPayWallet: () => void;
}

/** "Choose a payment method" with the pay buttons. */
export function PaymentMethodSection({ method, onMethodChange, onPayOnline, onPayWallet }: PaymentMethodSectionProps) {
  const t = useT();
  const ids = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={`${ids}-method`}>
      <SectionTitle id={`${ids}-method`}>{t('subscribe.method.title')}</SectionTitle>
      <MethodGroup
        aria-labelledby={`${ids}-method`}
        value={method}
        onChange={(value) => {
          if (value === 'card' || value === 'vodafone_cash') onMethodChange(value);
        }}
      >
        <MethodTiles>
          <MethodTile value="card" aria-labelledby={`${ids}-card-name`} aria-describedby={`${ids}-card-description`}>
            <CreditCard aria-hidden="true" />
            <TileText>
              <TileName id={`${ids}-card-name`}>{t('subscribe.method.card')}</TileName>
              <TileDescription id={`${ids}-card-description`}>{t('subscribe.method.card.description')}</TileDescription>
            </TileText>
            <TileMark aria-hidden="true" />
          </MethodTile>
          <MethodTile value="vodafone_cash" aria-labelledby={`${ids}-wallet-name`} aria-describedby={`${ids}-wallet-description`}>
            <Smartphone aria-hidden="true" />
            <TileText>
              <TileName id={`${ids}-wallet-name`}>{t('subscribe.method.vodafone_cash')}</TileName>
              <TileDescription id={`${ids}-wallet-description`}>
                {t('subscribe.method.vodafone_cash.description')}
              </TileDescription>
            </TileText>
            <TileMark aria-hidden="true" />
          </MethodTile>
        </MethodTiles>
      </MethodGroup>
      <PayButtons>
        <Button
          size="lg"
          fullWidth
          variant="premium"
          isDisabled={method === null}
          aria-describedby={method === null ? `${ids}-pay-hint` : undefined}
          onPress={method === 'vodafone_cash' ? onPayWallet : onPayOnline}
        >
          {method === 'vodafone_cash' ? t('subscribe.continueWallet') : t('subscribe.payOnline')}
        </Button>
        {method === null ? <Hint id={`${ids}-pay-hint`}>{t('subscribe.payOnlineHint')}</Hint> : null}
        <Button size="lg" fullWidth variant="secondary" onPress={onPayWallet}>
          <Smartphone aria-hidden="true" size={20} />
          {t('subscribe.payWallet')}
        </Button>
        <Secure>
          <Lock aria-hidden="true" />
          {t('subscribe.secure')}
        </Secure>
      </PayButtons>
    </Card>
  );
}
