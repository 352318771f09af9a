/**
 * A small user-agent reader for the visitor analytics: the browser family (Chrome, Firefox, Safari, Edge, other),
 * the device class (mobile, tablet, computer) and whether the caller is a bot. Hand-written rather than a
 * dependency because the answer set is this small; the order of the checks matters (Edge and Opera say "Chrome",
 * Chrome says "Safari", iPadOS 13+ says "Macintosh").
 */
import type { Browser, DeviceType } from '../../../contract/values';

const BOT = /bot\b|bot\/|crawl|spider|slurp|mediapartners|headless|lighthouse|pagespeed|prerender|preview|facebookexternalhit|embedly|quora link|whatsapp|telegrambot|curl\/|wget\/|python-|python\/|httpclient|okhttp|go-http-client|axios\/|node-fetch|undici|java\/|libwww|phantomjs|puppeteer|playwright|scrapy|monitor|uptime|pingdom/i;

/** True for crawlers, link previewers, monitors, headless browsers and HTTP libraries (and an absent user agent). */
export function isBot(userAgent: string | undefined | null): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT.test(userAgent);
}

export function parseBrowser(userAgent: string | undefined | null): Browser {
  const ua = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi)\//.test(ua)) return 'other';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'safari';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) && /AppleWebKit/.test(ua)) return 'safari';
  return 'other';
}

export function parseDevice(userAgent: string | undefined | null): DeviceType {
  const ua = userAgent ?? '';
  if (/\biPad\b|\bTablet\b|PlayBook|Silk\/|Kindle|\bTab\b/i.test(ua)) return 'tablet';
  // Android tablets omit "Mobile"; Android phones include it.
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'mobile' : 'tablet';
  if (/\b(iPhone|iPod)\b|Windows Phone|Mobile|Opera Mini|BlackBerry|IEMobile/i.test(ua)) return 'mobile';
  return 'computer';
}
