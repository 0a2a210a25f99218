import { isLanguage, LANGUAGE_TAGS } from '@lobby/contract';
import type { ChatMessage, Language } from '@lobby/contract';
import type { ChatTicket } from './ticket.ts';

type Texts = Record<
  | 'title' | 'back' | 'welcome' | 'placeholder' | 'send' | 'staff' | 'you' | 'online' | 'failed' | 'rateLimited'
  | 'loggedOut' | 'expiredTitle' | 'expiredText' | 'home',
  string
>;

/** Texts of the chat page, in every platform language. */
export const TEXTS: Record<Language, Texts> = {
  EN: {
    title: 'Live chat',
    back: 'Back',
    welcome: 'Hello {name}! How can we help you today? Write your question below and an agent will answer here.',
    placeholder: 'Type a message…',
    send: 'Send',
    staff: 'Customer service',
    you: 'You',
    online: 'We usually reply within a few minutes',
    failed: 'The message could not be sent. Please try again.',
    rateLimited: 'You are sending messages too fast. Please wait a moment.',
    loggedOut: 'You are not logged in any more. Please go back and log in again.',
    expiredTitle: 'This chat link has expired',
    expiredText: 'Chat links work for a few minutes. Please open live chat again from the app.',
    home: 'Back to the app',
  },
  TY: {
    title: 'Live chat',
    back: 'Bumalik',
    welcome:
      'Kumusta {name}! Paano ka namin matutulungan ngayon? Isulat ang iyong tanong sa ibaba at sasagot dito ang aming ahente.',
    placeholder: 'Mag-type ng mensahe…',
    send: 'Ipadala',
    staff: 'Customer service',
    you: 'Ikaw',
    online: 'Karaniwan kaming sumasagot sa loob ng ilang minuto',
    failed: 'Hindi naipadala ang mensahe. Pakisubukang muli.',
    rateLimited: 'Masyadong mabilis ang pagpapadala mo. Maghintay sandali.',
    loggedOut: 'Hindi ka na naka-log in. Bumalik at mag-log in muli.',
    expiredTitle: 'Nag-expire na ang chat link na ito',
    expiredText: 'Gumagana ang mga chat link nang ilang minuto lamang. Buksan muli ang live chat mula sa app.',
    home: 'Bumalik sa app',
  },
  CN: {
    title: '在线客服',
    back: '返回',
    welcome: '{name}，您好！请问有什么可以帮您？请在下方输入您的问题，客服人员会在这里回复您。',
    placeholder: '输入消息…',
    send: '发送',
    staff: '客服',
    you: '我',
    online: '我们通常会在几分钟内回复',
    failed: '消息发送失败，请重试。',
    rateLimited: '您发送消息太快了，请稍候再试。',
    loggedOut: '您已退出登录，请返回并重新登录。',
    expiredTitle: '此聊天链接已过期',
    expiredText: '聊天链接仅在几分钟内有效，请从应用中重新打开在线客服。',
    home: '返回应用',
  },
  TW: {
    title: '線上客服',
    back: '返回',
    welcome: '{name}，您好！請問有什麼可以為您服務？請在下方輸入您的問題，客服人員會在這裡回覆您。',
    placeholder: '輸入訊息…',
    send: '傳送',
    staff: '客服',
    you: '我',
    online: '我們通常會在幾分鐘內回覆',
    failed: '訊息傳送失敗，請再試一次。',
    rateLimited: '您傳送訊息的速度太快，請稍候再試。',
    loggedOut: '您已登出，請返回並重新登入。',
    expiredTitle: '此聊天連結已過期',
    expiredText: '聊天連結僅在幾分鐘內有效，請從 App 重新開啟線上客服。',
    home: '返回 App',
  },
  VI: {
    title: 'Chat trực tuyến',
    back: 'Quay lại',
    welcome:
      'Xin chào {name}! Chúng tôi có thể giúp gì cho bạn hôm nay? Hãy nhập câu hỏi bên dưới, nhân viên hỗ trợ sẽ trả lời bạn tại đây.',
    placeholder: 'Nhập tin nhắn…',
    send: 'Gửi',
    staff: 'Chăm sóc khách hàng',
    you: 'Bạn',
    online: 'Chúng tôi thường trả lời trong vài phút',
    failed: 'Không gửi được tin nhắn. Vui lòng thử lại.',
    rateLimited: 'Bạn gửi tin nhắn quá nhanh. Vui lòng đợi một chút.',
    loggedOut: 'Bạn đã bị đăng xuất. Vui lòng quay lại và đăng nhập lại.',
    expiredTitle: 'Liên kết chat này đã hết hạn',
    expiredText: 'Liên kết chat chỉ có hiệu lực trong vài phút. Vui lòng mở lại chat trực tuyến từ ứng dụng.',
    home: 'Quay lại ứng dụng',
  },
  TH: {
    title: 'แชทสด',
    back: 'ย้อนกลับ',
    welcome: 'สวัสดีคุณ {name}! วันนี้ให้เราช่วยเหลืออะไรดี พิมพ์คำถามของคุณด้านล่าง แล้วเจ้าหน้าที่จะตอบกลับที่นี่',
    placeholder: 'พิมพ์ข้อความ…',
    send: 'ส่ง',
    staff: 'ฝ่ายบริการลูกค้า',
    you: 'คุณ',
    online: 'โดยปกติเราจะตอบกลับภายในไม่กี่นาที',
    failed: 'ส่งข้อความไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    rateLimited: 'คุณส่งข้อความเร็วเกินไป กรุณารอสักครู่',
    loggedOut: 'คุณออกจากระบบแล้ว กรุณากลับไปเข้าสู่ระบบอีกครั้ง',
    expiredTitle: 'ลิงก์แชทนี้หมดอายุแล้ว',
    expiredText: 'ลิงก์แชทใช้ได้เพียงไม่กี่นาที กรุณาเปิดแชทสดอีกครั้งจากแอป',
    home: 'กลับไปที่แอป',
  },
  ID: {
    title: 'Live chat',
    back: 'Kembali',
    welcome:
      'Halo {name}! Ada yang bisa kami bantu hari ini? Tulis pertanyaan Anda di bawah dan agen kami akan menjawab di sini.',
    placeholder: 'Ketik pesan…',
    send: 'Kirim',
    staff: 'Layanan pelanggan',
    you: 'Anda',
    online: 'Kami biasanya membalas dalam beberapa menit',
    failed: 'Pesan gagal terkirim. Silakan coba lagi.',
    rateLimited: 'Anda mengirim pesan terlalu cepat. Mohon tunggu sebentar.',
    loggedOut: 'Anda sudah tidak login. Silakan kembali dan login lagi.',
    expiredTitle: 'Tautan chat ini sudah kedaluwarsa',
    expiredText: 'Tautan chat hanya berlaku beberapa menit. Silakan buka live chat lagi dari aplikasi.',
    home: 'Kembali ke aplikasi',
  },
};

/** A ticket's language is a platform code; anything else (an old or forged ticket) reads as EN. */
function languageFor(language: string): Language {
  return isLanguage(language) ? language : 'EN';
}

function textsFor(language: string): Texts {
  return TEXTS[languageFor(language)];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const DEFAULT_HEADER = '#141c36';

/** Black or white text, whichever reads better on the header colour. */
function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const lum = (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
  return lum > 0.6 ? '#131a33' : '#f4f6ff';
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f4f6ff;background:#05070f;-webkit-text-size-adjust:100%}
.chat{max-width:480px;margin:0 auto;min-height:100%;height:100dvh;display:flex;flex-direction:column;
 background:radial-gradient(120% 60% at 50% -10%,#1d2b5c 0%,rgba(10,15,31,0) 60%),#0a0f1f}
.chat__header{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:10px;min-height:52px;padding:6px 12px;
 background:var(--header);color:var(--on-header);box-shadow:0 6px 18px rgba(0,0,0,.38)}
.chat__back{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin-left:-6px;border-radius:50%;color:inherit;text-decoration:none}
.chat__back:focus-visible,.chat__send:focus-visible{outline:2px solid #f6c453;outline-offset:2px}
.chat__input:focus{outline:none;border-color:#f6c453;box-shadow:0 0 0 3px rgba(246,196,83,.18)}
.chat__agent{display:flex;align-items:center;gap:10px;min-width:0}
.chat__avatar{flex:none;display:grid;place-items:center;width:36px;height:36px;border-radius:50%;color:#2b1d00;
 background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%);box-shadow:0 0 0 2px rgba(246,196,83,.35)}
.chat__title{margin:0;font-size:16px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chat__online{display:flex;align-items:center;gap:6px;margin:0;font-size:12px;opacity:.8}
.chat__online::before{content:"";width:8px;height:8px;border-radius:50%;background:#3ddc97;box-shadow:0 0 0 3px rgba(61,220,151,.2)}
.chat__list{flex:1;overflow-y:auto;margin:0;padding:16px 12px 8px;list-style:none;display:flex;flex-direction:column;gap:10px}
.msg{display:flex;flex-direction:column;max-width:82%}
.msg--staff{align-self:flex-start}
.msg--member{align-self:flex-end;align-items:flex-end}
.msg__who{font-size:11px;color:#8f99c2;margin:0 6px 3px}
.msg__bubble{margin:0;padding:9px 13px;border-radius:16px;white-space:pre-wrap;overflow-wrap:anywhere}
.msg--staff .msg__bubble{background:linear-gradient(160deg,#1f2a55 0%,#141c36 60%);border:1px solid #28335c;border-top-left-radius:4px}
.msg--member .msg__bubble{color:#2b1d00;background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%);border-top-right-radius:4px;box-shadow:0 6px 18px rgba(245,184,61,.2)}
.msg__time{font-size:11px;color:#8f99c2;margin:3px 6px 0}
.chat__status{margin:0 12px;min-height:0;font-size:13px;color:#ff6b7f;text-align:center}
.chat__status:not(:empty){padding:6px 0}
.chat__form{display:flex;align-items:flex-end;gap:8px;padding:10px 12px calc(10px + env(safe-area-inset-bottom));
 background:linear-gradient(180deg,rgba(20,28,58,.96) 0%,rgba(12,18,40,.96) 100%);border-top:1px solid #28335c}
.chat__input{flex:1;min-height:44px;max-height:120px;resize:none;padding:11px 14px;border-radius:22px;border:1px solid #36427a;
 background:#0f1630;color:#f4f6ff;font:inherit}
.chat__input::placeholder{color:#8f99c2}
.chat__send{flex:none;min-width:76px;height:44px;padding:0 16px;border:0;border-radius:22px;font:inherit;font-weight:700;color:#2b1d00;
 background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%);box-shadow:0 6px 18px rgba(245,184,61,.35)}
.chat__send:disabled{opacity:.55}
.expired{margin:auto;padding:32px 24px;text-align:center}
.expired h1{font-size:20px;margin:16px 0 8px}
.expired p{color:#a7b0d3;margin:0 0 24px}
.expired a{display:inline-flex;align-items:center;min-height:44px;padding:0 22px;border-radius:22px;font-weight:700;color:#2b1d00;text-decoration:none;
 background:linear-gradient(180deg,#ffe08a 0%,#f5b83d 55%,#e19a1f 100%)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

const HEADSET =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 14v-2a9 9 0 0 1 18 0v2"/><path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z"/><path d="M18 17v1a3 3 0 0 1-3 3h-3"/></svg>';
const BACK =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 18l-6-6 6-6"/></svg>';

function shell(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[languageFor(language)]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0a0f1f">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>${body}</body>
</html>`;
}

function messageItem(m: ChatMessage, t: Texts): string {
  const iso = new Date(m.createdAt).toISOString();
  return (
    `<li class="msg msg--${m.sender}" data-id="${m.id}">` +
    `<span class="msg__who">${escapeHtml(m.sender === 'staff' ? t.staff : t.you)}</span>` +
    `<p class="msg__bubble">${escapeHtml(m.text)}</p>` +
    `<time class="msg__time" datetime="${iso}" data-ts="${m.createdAt}">${iso.slice(11, 16)}</time></li>`
  );
}

/** The chat room: conversation, composer, back link; behaviour in /chat/room.js (the CSP allows no inline script). */
export function renderChatPage(input: { ticket: ChatTicket; messages: ChatMessage[]; name: string }): string {
  const { ticket, messages, name } = input;
  const t = textsFor(ticket.language);
  const title = ticket.title ?? t.title;
  const header = ticket.headerColor ?? DEFAULT_HEADER;
  const back = ticket.back ?? '/m/home';
  const welcome = t.welcome.replace('{name}', name);
  const last = messages.at(-1)?.id ?? 0;
  const body = `
<main class="chat" id="chat" style="--header:${header};--on-header:${textOn(header)}"
 data-merchant="${escapeHtml(ticket.merchantCode)}" data-language="${escapeHtml(ticket.language)}" data-last="${last}"
 data-you="${escapeHtml(t.you)}" data-staff="${escapeHtml(t.staff)}" data-failed="${escapeHtml(t.failed)}"
 data-rate-limited="${escapeHtml(t.rateLimited)}" data-logged-out="${escapeHtml(t.loggedOut)}">
<header class="chat__header">
<a class="chat__back" href="${escapeHtml(back)}" aria-label="${escapeHtml(t.back)}">${BACK}</a>
<div class="chat__agent"><span class="chat__avatar">${HEADSET}</span>
<div><h1 class="chat__title">${escapeHtml(title)}</h1><p class="chat__online">${escapeHtml(t.online)}</p></div></div>
</header>
<ol class="chat__list" id="chat-list" aria-live="polite" aria-label="${escapeHtml(title)}">
<li class="msg msg--staff"><span class="msg__who">${escapeHtml(t.staff)}</span><p class="msg__bubble">${escapeHtml(welcome)}</p></li>
${messages.map((m) => messageItem(m, t)).join('\n')}
</ol>
<p class="chat__status" id="chat-status" role="status"></p>
<form class="chat__form" id="chat-form">
<label class="visually-hidden" for="chat-input">${escapeHtml(t.placeholder)}</label>
<textarea class="chat__input" id="chat-input" name="text" rows="1" maxlength="500" required placeholder="${escapeHtml(t.placeholder)}" autocomplete="off"></textarea>
<button class="chat__send" id="chat-send" type="submit">${escapeHtml(t.send)}</button>
</form>
</main>
<script src="/chat/room.js" defer></script>`;
  return shell(ticket.language, title, body);
}

export function renderExpiredPage(language: string): string {
  const t = textsFor(language);
  const body = `<main class="chat"><div class="expired"><span class="chat__avatar" style="margin:0 auto;width:56px;height:56px">${HEADSET}</span>
<h1>${escapeHtml(t.expiredTitle)}</h1><p>${escapeHtml(t.expiredText)}</p><a href="/m/home">${escapeHtml(t.home)}</a></div></main>`;
  return shell(language, t.expiredTitle, body);
}

/** The page's behaviour: send, poll for staff replies every few seconds, local times. Plain ES2017. */
export const CHAT_PAGE_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('chat');
  if (!root) return;
  var d = root.dataset;
  var list = document.getElementById('chat-list');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var send = document.getElementById('chat-send');
  var status = document.getElementById('chat-status');
  var last = Number(d.last) || 0;
  var lang = document.documentElement.lang || 'en';
  var stopped = false;

  function fmt(ts) {
    try { return new Date(ts).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }); } catch (e) { return ''; }
  }
  function scrollDown() { list.scrollTop = list.scrollHeight; }
  function add(m) {
    if (list.querySelector('[data-id="' + m.id + '"]')) return;
    var li = document.createElement('li');
    li.className = 'msg msg--' + (m.sender === 'staff' ? 'staff' : 'member');
    li.setAttribute('data-id', String(m.id));
    var who = document.createElement('span');
    who.className = 'msg__who';
    who.textContent = m.sender === 'staff' ? d.staff : d.you;
    var p = document.createElement('p');
    p.className = 'msg__bubble';
    p.textContent = m.text;
    var time = document.createElement('time');
    time.className = 'msg__time';
    time.dateTime = new Date(m.createdAt).toISOString();
    time.textContent = fmt(m.createdAt);
    li.appendChild(who); li.appendChild(p); li.appendChild(time);
    list.appendChild(li);
    if (m.id > last) last = m.id;
    scrollDown();
  }
  function call(method, path, body) {
    var headers = { Accept: 'application/json', Merchant: d.merchant, Language: d.language };
    if (body) headers['Content-Type'] = 'application/json';
    return fetch(path, { method: method, headers: headers, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined })
      .then(function (r) {
        return r.json().catch(function () { return {}; }).then(function (j) {
          if (r.ok && j && j.success) return j.value;
          var err = new Error((j && j.message) || 'failed');
          err.status = r.status; err.code = j && j.errorCode;
          throw err;
        });
      });
  }
  function show(err) {
    if (err && err.status === 401) { status.textContent = d.loggedOut; stopped = true; return; }
    status.textContent = err && err.status === 429 ? d.rateLimited : d.failed;
  }
  function poll() {
    if (stopped || document.hidden) return;
    call('GET', '/wps/chat/messages?after=' + last).then(function (messages) {
      messages.forEach(add);
    }, function (err) { if (err && err.status === 401) show(err); });
  }
  Array.prototype.forEach.call(list.querySelectorAll('time[data-ts]'), function (el) {
    el.textContent = fmt(Number(el.getAttribute('data-ts')));
  });
  scrollDown();
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text || send.disabled) return;
    send.disabled = true;
    status.textContent = '';
    call('POST', '/wps/chat/messages', { text: text }).then(function (m) {
      input.value = '';
      add(m);
    }, show).then(function () { send.disabled = false; input.focus(); });
  });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event('submit', { cancelable: true })); }
  });
  setInterval(poll, 3000);
  document.addEventListener('visibilitychange', poll);
})();
`;
