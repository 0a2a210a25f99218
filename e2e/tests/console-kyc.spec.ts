import { devices, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe';
import { waitForMail } from '../support/outbox';
import { consoleSignIn } from '../support/ops';
import { closeAnnouncementPopups } from '../support/popups';
import { depositFromPhone, newUsername, registerPlayer, withdrawFromPhone } from '../support/player';

/**
 * Identity verification in the operators' console at 1280x800, against the real server. A new player
 * verifies an e-mail (level 1), uploads the front and back of an ID and a selfie through the player API and
 * sends the identity check; then asks on the phone for ₱6,000, above Lucky Star's ₱5,000 a day without
 * level 2, so the order is held for verification. Finance finds the order held in the cashier (Approve
 * disabled, the reason said), opens Compliance → Verification, sees the three pictures side by side with
 * what the player typed and the checker's findings, approves; the hold is lifted and the withdrawal is
 * approved and paid. A second player's submission is rejected with a reason and a note, and shows under
 * Rejected and on the player's file. The read-only operator sees a submission without the decision buttons
 * and the server refuses the decision sent anyway. Screens scanned with axe.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const desktop = { baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const phoneDevice = { ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' };
const OPS = { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
/** A cookie session's change carries the merchant (the server's CSRF guard). */
const PLAYER_HEADERS = { Merchant: 'LUCKY' };

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface Applicant {
  username: string;
  fullName: string;
  idNumber: string;
  submission: number;
  orderNo: string;
}

/** A picture of a document as a phone would take it: drawn in the browser from HTML, 640x400 (a selfie 480x480). */
async function picture(artist: Page, kind: 'id_front' | 'id_back' | 'selfie', who: Applicant): Promise<Buffer> {
  const face = `<div style="width:120px;height:150px;border-radius:8px;background:#c9d3e3;position:relative;overflow:hidden">
      <div style="position:absolute;left:30px;top:22px;width:60px;height:66px;border-radius:50%;background:#9c6b4e"></div>
      <div style="position:absolute;left:12px;top:92px;width:96px;height:80px;border-radius:48px 48px 0 0;background:#2f4a7a"></div></div>`;
  const html =
    kind === 'id_front'
      ? `<div id="doc" style="width:640px;height:400px;box-sizing:border-box;padding:24px;font-family:sans-serif;background:linear-gradient(135deg,#e8f0fb,#f9f3e1);border:6px solid #1d3f8f;border-radius:24px">
          <div style="font-weight:700;color:#1d3f8f;font-size:20px">REPUBLIKA NG PILIPINAS · PHILIPPINE IDENTIFICATION CARD</div>
          <div style="display:flex;gap:24px;margin-top:28px">${face}
            <div style="font-size:18px;line-height:1.7;color:#1b2130">
              <div><small>Full name</small><br><b>${who.fullName.toUpperCase()}</b></div>
              <div><small>Date of birth</small><br><b>1990-04-12</b></div>
              <div><small>PSN</small><br><b>${who.idNumber}</b></div>
            </div></div></div>`
      : kind === 'id_back'
        ? `<div id="doc" style="width:640px;height:400px;box-sizing:border-box;padding:24px;font-family:sans-serif;background:#eef2f7;border:6px solid #1d3f8f;border-radius:24px">
            <div style="height:70px;background:repeating-linear-gradient(90deg,#111 0 3px,#fff 3px 7px,#111 7px 9px,#fff 9px 14px)"></div>
            <div style="margin-top:24px;font-size:17px;line-height:1.8;color:#1b2130">Address: 12 Mabini St., Quezon City<br>Sex: M · Blood type: O<br>Issued: 2024-01-15 · ${who.idNumber}<br>${who.username}</div></div>`
        : `<div id="doc" style="width:480px;height:480px;display:grid;place-items:center;font-family:sans-serif;background:radial-gradient(circle at 50% 30%,#f5e7d4,#a7b8cf)">
            <div style="display:grid;justify-items:center;gap:12px">
              <div style="width:170px;height:200px;border-radius:50%;background:#9c6b4e"></div>
              <div style="padding:10px 16px;background:#fff;border:3px solid #1d3f8f;border-radius:8px;font-size:14px">ID ${who.idNumber} · ${who.fullName}</div>
            </div></div>`;
  await artist.setContent(`<body style="margin:0">${html}</body>`);
  return artist.locator('#doc').screenshot({ type: 'jpeg', quality: 90 });
}

/** Level 1: the player confirms an e-mail with the code the server mailed (read from the test server's outbox). */
async function verifyEmail(phone: Page, request: APIRequestContext, username: string): Promise<void> {
  const email = `${username}@example.com`;
  const since = Date.now() - 1000;
  const sent = await phone.request.post('/wps/member/info/email', { headers: PLAYER_HEADERS, data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail(request, email, since);
  const code = /\b(\d{6})\b/.exec(mail.body)![1]!;
  const verified = await phone.request.post('/wps/member/info/email/verify', { headers: PLAYER_HEADERS, data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Uploads the ID's front and back and a selfie (multipart: kind, then the file) and sends the identity check. */
async function sendIdentity(phone: Page, artist: Page, who: Applicant): Promise<number> {
  const ids: Record<string, number> = {};
  for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
    const res = await phone.request.post('/wps/member/kyc/documents', {
      headers: PLAYER_HEADERS,
      multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await picture(artist, kind, who) } },
    });
    expect(res.status(), await res.text()).toBe(200);
    const doc = ((await res.json()) as { value: { id: number; kind: string; type: string } }).value;
    expect(doc).toMatchObject({ kind, type: 'jpeg' });
    ids[kind] = doc.id;
  }
  const res = await phone.request.post('/wps/member/kyc/identity', {
    headers: PLAYER_HEADERS,
    data: { fullName: who.fullName, birthDate: '1990-04-12', idType: 'national_id', idNumber: who.idNumber, front: ids.id_front, back: ids.id_back, selfie: ids.selfie },
  });
  expect(res.status(), await res.text()).toBe(200);
  const submission = ((await res.json()) as { value: { id: number; status: string } }).value;
  // LUCKY approves nothing on its own: the checker leaves it to an operator
  expect(submission.status).toBe('pending');
  return submission.id;
}

async function newPhone(browser: Browser, contexts: BrowserContext[], prefix: string): Promise<{ phone: Page; username: string }> {
  const context = await browser.newContext(phoneDevice);
  contexts.push(context);
  const phone = await context.newPage();
  waitForLiveOnNavigation(phone);
  await closeAnnouncementPopups(phone);
  const username = newUsername(prefix);
  await registerPlayer(phone, username);
  return { phone, username };
}

test.describe.serial('identity verification in the console', () => {
  test.describe.configure({ timeout: 240_000 });
  const contexts: BrowserContext[] = [];
  let op: Page;
  let artist: Page;
  let approvedPhone: Page;
  const stamp = Date.now().toString().slice(-7);
  const first: Applicant = { username: '', fullName: 'Juan Santos Dela Cruz', idNumber: `1234-${stamp}`, submission: 0, orderNo: '' };
  const second: Applicant = { username: '', fullName: 'Maria Clara Reyes', idNumber: `5678-${stamp}`, submission: 0, orderNo: '' };

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    op = await context.newPage();
    const drawing = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
    contexts.push(drawing);
    artist = await drawing.newPage();
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
  const subnav = (page: Page) => page.getByRole('navigation', { name: 'Compliance' });
  const queue = (page: Page) => page.getByRole('table', { name: 'Verification submissions' });
  const rowOf = (page: Page, account: string) => queue(page).getByRole('row').filter({ has: page.getByRole('link', { name: account, exact: true }) });
  const withdrawals = (page: Page) => page.getByRole('table', { name: 'Withdrawals' });

  test('a player with a verified e-mail sends ID front, back and selfie, then asks for ₱6,000: held for verification', async ({ browser, request }) => {
    const { phone, username } = await newPhone(browser, contexts, 'kyc');
    approvedPhone = phone;
    first.username = username;
    await depositFromPhone(phone);
    // money enough for a withdrawal above the ₱5,000 a day that needs level 2
    const credit = await request.post(`/ops/members/${username}/adjustments?merchant=LUCKY`, {
      headers: OPS,
      data: { amount: '6000.00', reason: 'Tournament prize paid to the wallet', requestId: `kyc-e2e-${stamp}` },
    });
    expect(credit.status(), await credit.text()).toBe(200);

    await verifyEmail(phone, request, username);
    first.submission = await sendIdentity(phone, artist, first);
    first.orderNo = await withdrawFromPhone(phone, '6000');

    const state = await phone.request.get('/wps/member/kyc');
    expect(((await state.json()) as { value: { level: number; heldWithdrawals: number } }).value).toMatchObject({ level: 1, heldWithdrawals: 1 });
  });

  test('a second player sends an identity check too', async ({ browser, request }) => {
    const { phone, username } = await newPhone(browser, contexts, 'kyr');
    second.username = username;
    await verifyEmail(phone, request, username);
    second.submission = await sendIdentity(phone, artist, second);
  });

  test("finance: the cashier holds the player's withdrawal, Approve disabled with why, Reject still offered", async () => {
    await consoleSignIn(op, 'finance');
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await nav(op).getByRole('link', { name: 'Cashier' }).click();
    const row = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(row.getByText('Held: identity not verified')).toBeVisible();
    const approve = row.getByRole('button', { name: `Approve withdrawal ${first.orderNo}` });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAttribute('title', /^Held until the player's identity is verified/);
    await expect(row.getByRole('button', { name: `Reject withdrawal ${first.orderNo}` })).toBeEnabled();
    await expectNoAxeViolations(op, 'console withdrawals with a held order');
    // the held order's columns fit beside the navigation: nothing hides under the sticky actions
    expect(await op.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await op.screenshot({ path: test.info().outputPath('kyc-cashier-held.png') });
  });

  test('finance opens the Verification queue, sees the ID front, back and selfie side by side and approves', async () => {
    await nav(op).getByRole('link', { name: 'Compliance' }).click();
    await subnav(op).getByRole('link', { name: 'Verification', exact: true }).click();
    await expect(op).toHaveURL(/\/console\/compliance\/verification\?merchant=LUCKY/);
    await expect(op.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const row = rowOf(op, first.username);
    // submitted (on LUCKY's clock), player, verifies, level now, checker, waiting, actions
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Identity (level 2)');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Level 1 · contact verified');
    await expect(row.getByRole('cell').nth(4)).toContainText('Needs review');
    await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d+ min$/);
    await expect(op.getByText("Times are on the merchant's clock (Asia/Manila).")).toBeVisible();
    expect(await op.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsInBothThemes(op, 'console verification queue');
    await op.screenshot({ path: test.info().outputPath('kyc-queue.png') });

    await row.getByRole('link', { name: `Review submission ${first.submission}` }).click();
    await expect(op.getByRole('heading', { level: 1, name: `Submission ${first.submission} · ${first.username}` })).toBeVisible();
    const documents = op.getByRole('region', { name: 'Documents' });
    const images = documents.getByRole('img');
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveAccessibleName('ID front as the player uploaded it');
    await expect(images.nth(1)).toHaveAccessibleName('ID back as the player uploaded it');
    await expect(images.nth(2)).toHaveAccessibleName('Selfie as the player uploaded it');
    // each picture loaded from the document route with the operator's cookie, side by side on one row
    for (let i = 0; i < 3; i++) await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await images.nth(i).boundingBox())!));
    expect(Math.abs(boxes[0]!.y + boxes[0]!.height / 2 - (boxes[1]!.y + boxes[1]!.height / 2))).toBeLessThan(40);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(1280);

    const typed = op.getByRole('region', { name: 'Typed by the player' });
    await expect(typed).toContainText(first.fullName);
    await expect(typed).toContainText('1990-04-12');
    await expect(typed).toContainText('(the minimum is 21)');
    await expect(typed).toContainText('National ID (PhilSys)');
    await expect(typed).toContainText(first.idNumber);
    await expect(op.getByRole('region', { name: 'What the checker found' })).toContainText('No rule was broken.');
    // what the player typed and the three pictures it is checked against, on the first screen
    expect((await typed.boundingBox())!.y).toBeGreaterThan(0);
    expect(boxes.every((b) => b.y + b.height <= 800)).toBe(true);
    await expectNoAxeViolationsInBothThemes(op, 'console submission review');
    await op.screenshot({ path: test.info().outputPath('kyc-review.png') });
    await op.screenshot({ path: test.info().outputPath('kyc-review-full.png'), fullPage: true });

    await op.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = op.getByRole('dialog', { name: `Approve submission ${first.submission}` });
    await expect(dialog).toContainText('releases their withdrawals held for verification');
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('ID and selfie match; name as on the payout account');
    await expectNoAxeViolations(op, 'console approve submission');
    await op.screenshot({ path: test.info().outputPath('kyc-approve-dialog.png') });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(op.getByText(`Submission ${first.submission} of ${first.username} approved.`)).toBeVisible();
    // back in the queue, which no longer lists it
    await expect(queue(op)).toBeVisible();
    await expect(rowOf(op, second.username)).toHaveCount(1);
    await expect(rowOf(op, first.username)).toHaveCount(0);

    await op.getByRole('tab', { name: 'Approved' }).click();
    const approved = rowOf(op, first.username);
    await expect(approved).toContainText(/by finance, \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(approved).toContainText('ID and selfie match; name as on the payout account');
    await expect(approved.getByRole('cell').nth(3)).toHaveText('Level 2 · identity verified');

    const state = await approvedPhone.request.get('/wps/member/kyc');
    expect(((await state.json()) as { value: { level: number; heldWithdrawals: number } }).value).toMatchObject({ level: 2, heldWithdrawals: 0 });
  });

  test('the released withdrawal is approved in the cashier and paid', async () => {
    await nav(op).getByRole('link', { name: 'Cashier' }).click();
    const row = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^Held/)).toHaveCount(0);
    await row.getByRole('button', { name: `Approve withdrawal ${first.orderNo}` }).click();
    const dialog = op.getByRole('dialog', { name: `Approve withdrawal ${first.orderNo}` });
    await expect(dialog.getByRole('note')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Approve and pay out' }).click();
    await expect(op.getByText(`Withdrawal ${first.orderNo} approved.`)).toBeVisible();
    await op.getByRole('combobox', { name: 'Status' }).selectOption('paid');
    const paid = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await expect(paid).toContainText('₱6,000.00');

    // the player's file: level 2, the approved submission
    await paid.getByRole('link', { name: first.username }).click();
    await op.getByRole('tab', { name: 'Verification' }).click();
    await expect(op).toHaveURL(/tab=verification/);
    await expect(op.getByRole('region', { name: 'Verification level' })).toContainText('Level 2 · identity verified');
    await expect(op.getByRole('table', { name: 'Verification submissions' }).getByRole('row').nth(1)).toContainText('Approved');
    await expectNoAxeViolationsInBothThemes(op, 'console player verification tab');
    await op.screenshot({ path: test.info().outputPath('kyc-player-tab.png') });
  });

  test('a proof of funds sent as a PDF is embedded in the review, with a link to open it', async () => {
    // level 3 after level 2: the approved player sends a payslip as a PDF
    await artist.setContent(`<body style="font-family:sans-serif;padding:40px"><h1>Payslip · November 2026</h1><p>${first.fullName}</p><p>Net pay: ₱48,500.00</p></body>`);
    const pdf = await artist.pdf({ format: 'A4' });
    const upload = await approvedPhone.request.post('/wps/member/kyc/documents', {
      headers: PLAYER_HEADERS,
      multipart: { kind: 'funds_proof', file: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const proof = ((await upload.json()) as { value: { id: number; type: string } }).value;
    expect(proof.type).toBe('pdf');
    const sent = await approvedPhone.request.post('/wps/member/kyc/funds', { headers: PLAYER_HEADERS, data: { source: 'salary', detail: 'Nurse at a Quezon City hospital', proof: proof.id } });
    expect(sent.status(), await sent.text()).toBe(200);
    const funds = ((await sent.json()) as { value: { id: number } }).value.id;

    await op.goto('/console/compliance/verification?merchant=LUCKY&level=3');
    const row = rowOf(op, first.username);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Source of funds (level 3)');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Level 2 · identity verified');
    await row.getByRole('link', { name: `Review submission ${funds}` }).click();
    const typed = op.getByRole('region', { name: 'Typed by the player' });
    await expect(typed).toContainText('Salary');
    await expect(typed).toContainText('Nurse at a Quezon City hospital');
    const documents = op.getByRole('region', { name: 'Documents' });
    await expect(documents.locator('object[type="application/pdf"]')).toHaveAttribute('data', `/ops/kyc/documents/${proof.id}`);
    const open = documents.getByRole('link', { name: 'Open Proof of funds (PDF)' });
    await expect(open).toHaveAttribute('href', `/ops/kyc/documents/${proof.id}`);
    // the link's bytes: the PDF, with the operator's cookie
    const bytes = await op.request.get(`/ops/kyc/documents/${proof.id}`);
    expect(bytes.status()).toBe(200);
    expect(bytes.headers()['content-type']).toBe('application/pdf');
    expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(op, 'console funds review');
    await op.screenshot({ path: test.info().outputPath('kyc-funds-review.png') });
  });

  test('finance rejects the second submission with a reason and a note; it shows under Rejected', async () => {
    await op.goto('/console/compliance/verification?merchant=LUCKY');
    await rowOf(op, second.username).getByRole('link', { name: `Review submission ${second.submission}` }).click();
    await expect(op.getByRole('heading', { level: 1, name: `Submission ${second.submission} · ${second.username}` })).toBeVisible();
    await op.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = op.getByRole('dialog', { name: `Reject submission ${second.submission}` });
    const confirm = dialog.getByRole('button', { name: 'Reject submission' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Unreadable' });
    await expect(dialog).toContainText('The player is asked for sharper photos');
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Glare across the ID number on the front');
    await expectNoAxeViolations(op, 'console reject submission');
    await op.screenshot({ path: test.info().outputPath('kyc-reject-dialog.png') });
    await confirm.click();
    await expect(op.getByText(`Submission ${second.submission} of ${second.username} rejected.`)).toBeVisible();
    await expect(rowOf(op, second.username)).toHaveCount(0);

    await op.getByRole('tab', { name: 'Rejected' }).click();
    await expect(op).toHaveURL(/status=rejected/);
    const row = rowOf(op, second.username);
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row).toContainText('Unreadable');
    await expect(row).toContainText('Glare across the ID number on the front');
    await expect(row).toContainText(/by finance, \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expectNoAxeViolations(op, 'console rejected submissions');
    await op.screenshot({ path: test.info().outputPath('kyc-rejected.png') });

    // the decided submission: who, when, the reason and the note; nothing left to decide
    await row.getByRole('link', { name: `View submission ${second.submission}` }).click();
    const decision = op.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('finance');
    await expect(decision).toContainText('Unreadable');
    await expect(decision).toContainText('Glare across the ID number on the front');
    await expect(op.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  test('the verification rules beside the AML rules', async () => {
    // from the review, back up the breadcrumb to the queue, then its neighbour
    await op.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Verification' }).click();
    await expect(queue(op)).toBeVisible();
    await subnav(op).getByRole('link', { name: 'Verification rules' }).click();
    const now = op.getByRole('region', { name: 'Verification rules of LUCKY' });
    await expect(now.getByTestId('kyc-level2')).toHaveText('₱5,000.00 a day');
    await expect(now.getByTestId('kyc-minimum-age')).toHaveText('21 years');
    await expect(op.getByRole('region', { name: 'Change the rules' }).getByRole('spinbutton', { name: 'Documents kept (days)' })).toHaveValue('1825');
    await expectNoAxeViolationsInBothThemes(op, 'console verification rules');
    await op.screenshot({ path: test.info().outputPath('kyc-rules.png') });
  });

  test('read-only sees a submission without the decision buttons; the server refuses the decision anyway', async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    const viewer = await context.newPage();
    await consoleSignIn(viewer, 'viewer');
    await viewer.goto(`/console/compliance/verification/${first.submission}?merchant=LUCKY`);
    await expect(viewer.getByRole('region', { name: 'Decision' })).toContainText('finance');
    await expect(viewer.getByRole('region', { name: 'Documents' }).getByRole('img')).toHaveCount(3);
    await expect(viewer.getByRole('button', { name: /^(Approve|Reject)$/ })).toHaveCount(0);
    const refused = await viewer.request.post(`/ops/kyc/submissions/${second.submission}/decision`, { headers: { 'x-console': '1' }, data: { decision: 'approve' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errorCode).toBe('ops.forbidden');
  });
});
