/**
 * Pages of the local OpenID provider (development and demo): one small, self-contained HTML document
 * each, phone first, no scripts (the app's CSP allows inline styles only), every value escaped.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root{color-scheme:dark;--bg:#0b1020;--surface:#141b2e;--line:#27304a;--text:#eef1f8;--muted:#a3adc6;
--gold:#f5c451;--gold-ink:#1b1405;--danger:#ff8a8a}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--text);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:420px;margin:0 auto;padding:24px 16px calc(24px + env(safe-area-inset-bottom))}
.card{background:var(--surface);border:1px solid var(--line);border-radius:16px;padding:20px}
.badge{display:inline-flex;align-items:center;gap:8px;font-size:13px;color:var(--muted);margin-bottom:12px}
.badge b{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--gold);color:var(--gold-ink);font-size:15px}
h1{font-size:22px;margin:0 0 6px}
p{margin:0 0 16px;color:var(--muted)}
.note{font-size:13px;border-left:3px solid var(--gold);padding:6px 10px;background:rgba(245,196,81,.08);border-radius:4px;color:var(--text)}
label{display:block;font-size:14px;margin:14px 0 6px}
input[type=email],input[type=text]{width:100%;min-height:48px;padding:10px 12px;border-radius:12px;border:1px solid var(--line);
background:var(--bg);color:var(--text);font-size:16px}
input:focus-visible,button:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
.check{display:flex;align-items:center;gap:10px;min-height:44px;margin-top:10px;font-size:14px}
.check input{width:22px;height:22px;accent-color:var(--gold)}
.error{color:var(--danger);font-size:14px;margin:12px 0 0}
ul{margin:0 0 16px;padding-left:20px}
li{margin:4px 0}
.actions{display:grid;gap:10px;margin-top:20px}
button{min-height:48px;border-radius:12px;font-size:16px;font-weight:600;border:0;cursor:pointer}
.primary{background:var(--gold);color:var(--gold-ink)}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#f4f6fb;--surface:#fff;--line:#d5dbe8;--text:#141a2a;--muted:#4b5570;--danger:#b42318}}
`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function badge(providerLabel: string): string {
  return `<div class="badge"><b aria-hidden="true">${escapeHtml(providerLabel.charAt(0))}</b>${escapeHtml(providerLabel)} · local test sign-in</div>`;
}

export interface LoginPageInput {
  providerLabel: string;
  action: string;
  abortAction: string;
  values?: { email?: string; name?: string; verified?: boolean };
  error?: string;
}

export function loginPage(input: LoginPageInput): string {
  const v = input.values ?? {};
  const verified = v.verified ?? true;
  return document(
    `Sign in with ${input.providerLabel}`,
    `<div class="card">
${badge(input.providerLabel)}
<h1>Sign in with ${escapeHtml(input.providerLabel)}</h1>
<p class="note">This is the built-in test provider: no real ${escapeHtml(input.providerLabel)} account is used. Enter any e-mail address and name.</p>
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" autofocus value="${escapeHtml(v.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="64" autocomplete="name" value="${escapeHtml(v.name ?? '')}">
<label class="check"><input type="checkbox" name="verified" value="1"${verified ? ' checked' : ''}> The provider has verified this e-mail address</label>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<div class="actions">
<button class="primary" type="submit">Continue</button>
<button class="secondary" type="submit" formaction="${escapeHtml(input.abortAction)}" formnovalidate>Cancel</button>
</div>
</form>
</div>`,
  );
}

export interface ConsentPageInput {
  providerLabel: string;
  clientName: string;
  email: string;
  name: string | null;
  action: string;
  abortAction: string;
}

export function consentPage(input: ConsentPageInput): string {
  const who = input.name ? `${input.name} (${input.email})` : input.email;
  return document(
    `Allow ${input.clientName}`,
    `<div class="card">
${badge(input.providerLabel)}
<h1>Allow ${escapeHtml(input.clientName)}?</h1>
<p>Signed in as ${escapeHtml(who)}. ${escapeHtml(input.clientName)} will receive:</p>
<ul><li>your name</li><li>your e-mail address and whether it is verified</li></ul>
<form method="post" action="${escapeHtml(input.action)}">
<div class="actions">
<button class="primary" type="submit">Allow</button>
<button class="secondary" type="submit" formaction="${escapeHtml(input.abortAction)}">Cancel</button>
</div>
</form>
</div>`,
  );
}

export function errorPage(title: string, message: string): string {
  return document(
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<div class="actions"><a class="secondary" href="/m/login" style="display:grid;place-items:center;min-height:48px;border-radius:12px;border:1px solid var(--line);color:var(--text);text-decoration:none">Back to the login page</a></div></div>`,
  );
}
