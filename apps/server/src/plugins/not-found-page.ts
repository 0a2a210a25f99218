import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_TAGS, pickLanguage, type Language } from '@lobby/contract/rules';
import type { ResolvedMerchant } from '../core/merchants/service.ts';
import { brandHead } from './brand-head.ts';
import { pageMerchant } from './page-merchant.ts';

/**
 * What a browser opening an address outside the app and the API sees (a mistyped link, an old bookmark):
 * the brand's own "page not found" with a way into the lobby, not the API's JSON. Paths the API and the
 * platform's own services answer keep their JSON envelope whatever asks.
 */
const SERVICE_PREFIXES = new Set(['wps', 'lgw', 'ops', 'hooks', 'vendor-api', 'sandbox-pay', 'media', 'games', 'chat', 'ws', 'oidc-local', 'docs', 'healthz', 'livez', 'readyz', 'metrics', 'openapi.json']);

/** A page, not a service: a browser's navigation (it accepts HTML) to a path no service answers. */
export function wantsNotFoundPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  const first = (request.url.split('?')[0] ?? '').split('/')[1] ?? '';
  return !SERVICE_PREFIXES.has(first);
}

const TEXTS: Record<Language, { title: string; text: string; action: string }> = {
  EN: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', action: 'Go to the lobby' },
  CN: { title: '页面不存在', text: '您要找的页面不存在或已被移动。', action: '返回大厅' },
  TW: { title: '找不到頁面', text: '您要找的頁面不存在或已被移動。', action: '返回大廳' },
  TY: { title: 'Hindi nahanap ang pahina', text: 'Wala o nailipat na ang pahinang hinahanap mo.', action: 'Pumunta sa lobby' },
  VI: { title: 'Không tìm thấy trang', text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.', action: 'Về sảnh chính' },
  TH: { title: 'ไม่พบหน้านี้', text: 'หน้าที่คุณกำลังค้นหาไม่มีอยู่หรือถูกย้ายไปแล้ว', action: 'ไปที่ล็อบบี้' },
  ID: { title: 'Halaman tidak ditemukan', text: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.', action: 'Ke lobi' },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0 && tag.length <= 35)
    .slice(0, 10);
}

/** Self-contained (inline style, no script: the page's policy allows no inline script), in the brand's colours. */
export function notFoundHtml(merchant: ResolvedMerchant, language: Language, ownHost: boolean): string {
  const text = TEXTS[language];
  const { themeColor, backgroundColor } = merchant.appearance;
  const home = ownHost ? '/m/home' : `/m/home?merchant=${encodeURIComponent(merchant.code)}`;
  const head = brandHead(
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
      `<meta name="theme-color" content=""><meta name="robots" content="noindex"><title></title>` +
      `<link rel="manifest" href=""><link rel="apple-touch-icon" href="">`,
    merchant,
    { title: `${text.title} · ${merchant.name}`, ownHost },
  );
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head>${head}<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#f4f6ff;
background:radial-gradient(120% 60% at 50% -10%,${themeColor} 0%,${backgroundColor} 70%) fixed,${backgroundColor}}
main{width:100%;max-width:420px;text-align:center}
img{height:40px;width:auto;margin-bottom:32px}
.code{margin:0;font-size:72px;font-weight:800;line-height:1;letter-spacing:2px;
background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{margin:16px 0 8px;font-size:20px}
p{margin:0 0 28px;color:#a7b0d3;font-size:14px;line-height:1.5}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 28px;border-radius:999px;
color:#2b1d00;font-weight:700;text-decoration:none;background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%);
box-shadow:0 6px 18px rgb(245 184 61 / .35)}
</style></head><body><main>
<img src="/media/brand/${encodeURIComponent(merchant.code)}/logo.svg" alt="${escapeHtml(merchant.name)}" width="160" height="40">
<p class="code" aria-hidden="true">404</p>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.text)}</p>
<a href="${home}">${escapeHtml(text.action)}</a>
</main></body></html>`;
}

/** The brand's not-found page for this request, in the language its browser asks for. */
export async function notFoundPage(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const merchant = await pageMerchant(app, request);
  const host = await app.merchants.resolve({ header: undefined, hostname: request.hostname });
  const language = pickLanguage(
    request.cookies.language,
    acceptedLanguages(request.headers['accept-language']),
    merchant.languages,
    merchant.defaultLanguage,
  );
  return notFoundHtml(merchant, language, merchant.code === host.code);
}
