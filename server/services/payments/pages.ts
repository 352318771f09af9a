/**
 * The two small HTML pages the card frame shows that are not the React app: the sandbox checkout (our stand-in for
 * Paymob's card form, offline) and the result page a payment lands on. The result page tells the app the outcome
 * with postMessage to its parent at our own origin only; the app accepts messages only from that origin and frame.
 * Every interpolated value is HTML-escaped; scripts carry the response's CSP nonce.
 */
import '../../../ui-kit/i18n/all-languages';
import type { Language } from '../../../contract/values';
import type { Plan } from '../../../contract/enums';
import { directionOf, translator } from '../../../ui-kit/i18n/LocaleProvider';
import { theme } from '../../../ui-kit/theme/stitches.config';
import { escapeHtml } from '../../mail/templates';
import { SANDBOX_CARDS } from './providers/sandbox';

const palette = {
  page: theme.colors.bg.value,
  card: theme.colors.surface.value,
  border: theme.colors.border.value,
  text: theme.colors.text.value,
  muted: theme.colors.textMuted.value,
  primary: theme.colors.primary.value,
  danger: theme.colors.danger.value,
  onPrimary: theme.colors.onPrimary.value,
};

function page(language: Language, title: string, nonce: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, "Noto Sans Arabic", sans-serif; background: ${palette.page}; color: ${palette.text}; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .card { background: ${palette.card}; border: 1px solid ${palette.border}; border-radius: 12px; padding: 20px; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  p { line-height: 1.6; }
  .muted { color: ${palette.muted}; font-size: 0.9rem; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font-size: 1.05rem; border: 1px solid ${palette.border}; border-radius: 8px; direction: ltr; text-align: left; letter-spacing: 1px; }
  button { display: block; width: 100%; margin-top: 12px; padding: 12px; font-size: 1rem; font-weight: 600; border-radius: 8px; border: 1px solid ${palette.primary}; cursor: pointer; }
  button.pay { background: ${palette.primary}; color: ${palette.onPrimary}; }
  button.decline { background: transparent; color: ${palette.text}; border-color: ${palette.border}; }
  button[disabled] { opacity: 0.6; cursor: progress; }
  .error { color: ${palette.danger}; min-height: 1.5em; }
  ul { padding-inline-start: 20px; } bdi, code { direction: ltr; unicode-bidi: isolate; }
</style>
</head>
<body><main>${body}</main><script nonce="${escapeHtml(nonce)}">${script}</script></body>
</html>`;
}

export interface SandboxCheckoutPage {
  language: Language;
  nonce: string;
  token: string;
  /** Null when the token is forged or its order unknown. */
  order: { amountEgp: number; plan: Plan } | null;
}

export function renderSandboxCheckout({ language, nonce, token, order }: SandboxCheckoutPage): string {
  const t = translator(language);
  if (!order) return page(language, t('payment.sandbox.title'), nonce, `<div class="card"><h1>${escapeHtml(t('payment.sandbox.title'))}</h1><p class="error" role="alert">${escapeHtml(t('payment.sandbox.unknownOrder'))}</p></div>`, '');
  const amount = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US').format(order.amountEgp);
  const body = `<div class="card">
  <h1>${escapeHtml(t('payment.sandbox.title'))}</h1>
  <p class="muted">${escapeHtml(t('payment.sandbox.note'))}</p>
  <p><strong>${escapeHtml(t(`subscribe.plan.${order.plan}`))}</strong></p>
  <form id="pay" novalidate>
    <label for="card">${escapeHtml(t('payment.sandbox.cardNumber'))}</label>
    <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${SANDBOX_CARDS.approved.replace(/(\d{4})(?=\d)/g, '$1 ')}" aria-describedby="cards">
    <p id="error" class="error" role="alert"></p>
    <button class="pay" type="submit">${escapeHtml(t('payment.sandbox.pay', { amount }))}</button>
    <button class="decline" type="button" id="decline">${escapeHtml(t('payment.sandbox.decline'))}</button>
  </form>
  <div id="cards" class="muted"><p>${escapeHtml(t('payment.sandbox.testCards'))}:</p><ul>
    <li><bdi><code>${SANDBOX_CARDS.approved}</code></bdi> — ${escapeHtml(t('payment.sandbox.cardApproved'))}</li>
    <li><bdi><code>${SANDBOX_CARDS.declined}</code></bdi> — ${escapeHtml(t('payment.sandbox.cardDeclined'))}</li>
  </ul></div>
</div>`;
  const messages = { processing: t('payment.sandbox.processing'), failed: t('payment.sandbox.failed'), invalid: t('payment.sandbox.invalidCard') };
  const script = `(() => {
  const token = ${JSON.stringify(token).replace(/</g, '\\u003c')};
  const text = ${JSON.stringify(messages).replace(/</g, '\\u003c')};
  const form = document.getElementById('pay');
  const error = document.getElementById('error');
  async function pay(card) {
    for (const button of form.querySelectorAll('button')) button.disabled = true;
    error.textContent = text.processing;
    try {
      const response = await fetch('/api/payments/sandbox/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_token: token, card_number: card }) });
      const body = await response.json().catch(() => ({}));
      if (response.ok && body.redirectUrl) { location.assign(body.redirectUrl); return; }
      error.textContent = response.status === 400 ? text.invalid : text.failed;
    } catch { error.textContent = text.failed; }
    for (const button of form.querySelectorAll('button')) button.disabled = false;
  }
  form.addEventListener('submit', (event) => { event.preventDefault(); pay(document.getElementById('card').value.replace(/[^0-9]/g, '')); });
  document.getElementById('decline').addEventListener('click', () => pay(${JSON.stringify(SANDBOX_CARDS.declined)}));
})();`;
  return page(language, t('payment.sandbox.title'), nonce, body, script);
}

export type CardResult = { status: 'paid'; plan: Plan } | { status: 'declined'; message: string | null } | { status: 'pending' } | { status: 'refused' };

/**
 * The page the frame shows after a payment: it posts `payment_success` or `payment_error` (contract
 * PaymentFrameMessage) to the parent page at our own origin, and offers a link when it is not inside a frame.
 */
export function renderCardResult({ language, nonce, result }: { language: Language; nonce: string; result: CardResult }): string {
  const t = translator(language);
  const text =
    result.status === 'paid'
      ? t('payment.result.paid')
      : result.status === 'declined'
        ? t('payment.result.declined')
        : result.status === 'pending'
          ? t('payment.result.pending')
          : t('payment.result.refused');
  const message =
    result.status === 'paid'
      ? { type: 'payment_success', plan: result.plan }
      : { type: 'payment_error', error: result.status === 'declined' && result.message ? `${text} (${result.message})` : text };
  const next = result.status === 'paid' ? `/payment-success?plan=${result.plan}` : '/subscribe';
  const body = `<div class="card"><h1 role="status">${escapeHtml(text)}</h1><p><a id="next" href="${escapeHtml(next)}" target="_top">${escapeHtml(t('payment.result.continue'))}</a></p></div>`;
  const script = `(() => {
  const message = ${JSON.stringify(message).replace(/</g, '\\u003c')};
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
})();`;
  return page(language, text, nonce, body, script);
}
