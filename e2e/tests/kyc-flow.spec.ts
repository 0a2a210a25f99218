import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, settle } from '../support/axe';
import { confirmEmailFromVerificationScreen, documentPicture, uploadThroughTile } from '../support/kyc';
import { consoleSignIn } from '../support/ops';
import { mutePopups } from '../support/popups';
import { chooseTheme, depositFromPhone, newUsername, registerPlayer, withdrawFromPhone } from '../support/player';

/**
 * Identity verification as a player and an operator live it, against the real server, in two browsers.
 * On a phone (390x844, touch) a new player registers, confirms an e-mail on the verification screen (level
 * 1), deposits ₱6,000 and asks for all of it: above Lucky Star's ₱5,000 a day without level 2, so the app
 * says the withdrawal waits for identity verification. The player follows its link, photographs the ID's
 * front and back and takes a selfie through the screen's own file inputs, types the identity and sees it
 * being reviewed. In the console (1280x800) finance opens Compliance → Verification, sees the three
 * pictures side by side and loaded, and approves; in the Cashier the withdrawal is no longer held and is
 * approved (by a second operator as well, if the app asks for one) and paid. Back on the phone: level 2,
 * nothing held, the withdrawal paid. Axe scans the phone's verification screen in both themes and the
 * console's review; the held message and the review are photographed.
 */
const desktop = {
  viewport: { width: 1280, height: 800 },
  screen: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  locale: 'en-US',
};

const PLAYER = { fullName: 'Maria Santos', birthDate: '1990-04-12' };

// about 30 s on an idle machine; the margin is for a loaded runner
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(name) });
}

/** A console of its own (1280x800, a mouse) with `username` signed in. */
async function consolePage(browser: Browser, baseURL: string | undefined, username: string): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL });
  const op = await context.newPage();
  await consoleSignIn(op, username);
  return op;
}

test('a withdrawal held for identity verification: the player sends an ID on the phone, finance approves it in the console, and the money is paid', async ({
  page: phone,
  browser,
  baseURL,
  request,
}) => {
  await mutePopups(phone);
  const username = newUsername('kf');
  const idNumber = `1234-5678-${Date.now().toString().slice(-4)}`;
  const level = phone.getByTestId('kyc-level');
  const heldNote = phone.getByRole('note').filter({ hasText: 'Withdrawals waiting for your verification' });
  const identity = phone.getByRole('region', { name: 'Identity', exact: true });
  let orderNo = '';
  let submission = 0;

  await test.step('phone: a new player registers, confirms an e-mail (level 1) and deposits ₱6,000', async () => {
    await registerPlayer(phone, username);
    await phone.goto('/m/set/verification');
    await expect(level).toHaveText('Level 0 of 3');
    await confirmEmailFromVerificationScreen(phone, request, `${username}@example.com`);
    await depositFromPhone(phone, 6000);
  });

  await test.step('phone: sets up withdrawals and asks for ₱6,000; the app says it waits for identity verification', async () => {
    const placed = phone.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/withdraw/orders' && r.ok(),
    );
    orderNo = await withdrawFromPhone(phone, '6000');
    const order = ((await (await placed).json()) as { value: { orderNo: string; status: string; heldFor: string | null } }).value;
    expect(order).toMatchObject({ orderNo, status: 'pending', heldFor: 'kyc' });

    const done = phone.getByRole('region', { name: 'Withdrawal submitted' });
    await expect(done).toContainText('₱6,000.00');
    await expect(done).toContainText('This withdrawal is paid once your identity is verified.');
    await expect(done.getByRole('status')).toHaveText('Waiting for identity verification');
    await shot(phone, 'phone-withdrawal-held.png');
    await done.getByRole('link', { name: 'Verify your identity' }).click();
    await expect(phone).toHaveURL(/\/m\/set\/verification$/);
  });

  await test.step('phone: photographs the ID front and back and a selfie, types the identity and sends it', async () => {
    await expect(level).toHaveText('Level 1 of 3');
    await expect(heldNote).toContainText('Withdrawals waiting for your verification: 1.');
    await expect(identity.getByText('Needed', { exact: true })).toBeVisible();

    await uploadThroughTile(identity.getByLabel(/Front of ID/), await documentPicture(phone, 'front', 'image/png', 640, 400));
    await uploadThroughTile(identity.getByLabel(/Back of ID/), await documentPicture(phone, 'back', 'image/jpeg', 640, 400));
    await uploadThroughTile(identity.getByLabel(/Selfie/), await documentPicture(phone, 'selfie', 'image/jpeg', 480, 640));
    // the payee name given for withdrawals fills in the name
    const fullName = identity.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toHaveValue(PLAYER.fullName);
    await identity.getByLabel('Date of birth').fill(PLAYER.birthDate);
    await identity.getByText('National ID', { exact: true }).click();
    await identity.getByRole('textbox', { name: 'ID number' }).fill(idNumber);

    const [sent] = await Promise.all([
      phone.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/member/kyc/identity'),
      identity.getByRole('button', { name: 'Send for review' }).click(),
    ]);
    expect(sent.status(), await sent.text()).toBe(200);
    submission = ((await sent.json()) as { value: { id: number } }).value.id;
    await expect(identity.getByText('Being reviewed', { exact: true })).toBeVisible();
    await expect(identity).toContainText('Your documents are being reviewed');
    await expect(phone.getByRole('region', { name: 'We are checking your documents' })).toBeVisible();
    await expect(heldNote).toBeVisible();
    await expectNoAxeViolations(phone, 'phone verification, being reviewed, a withdrawal held (dark)');
  });

  const op = await consolePage(browser, baseURL, 'finance');
  const nav = op.getByRole('navigation', { name: 'Main navigation' });
  const withdrawals = op.getByRole('table', { name: 'Withdrawals' });
  const orderRow = withdrawals.getByRole('row').filter({ hasText: orderNo });

  await test.step('console: finance reviews the ID front, back and selfie side by side and approves them', async () => {
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await nav.getByRole('link', { name: 'Compliance' }).click();
    await op.getByRole('navigation', { name: 'Compliance' }).getByRole('link', { name: 'Verification', exact: true }).click();
    const row = op
      .getByRole('table', { name: 'Verification submissions' })
      .getByRole('row')
      .filter({ has: op.getByRole('link', { name: username, exact: true }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Identity (level 2)');
    await row.getByRole('link', { name: `Review submission ${submission}` }).click();
    await expect(op.getByRole('heading', { level: 1, name: `Submission ${submission} · ${username}` })).toBeVisible();

    const images = op.getByRole('region', { name: 'Documents' }).getByRole('img');
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveAccessibleName('ID front as the player uploaded it');
    await expect(images.nth(1)).toHaveAccessibleName('ID back as the player uploaded it');
    await expect(images.nth(2)).toHaveAccessibleName('Selfie as the player uploaded it');
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    }
    // side by side: on one row (a line crosses all three), left to right, within the screen's width
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await images.nth(i).boundingBox())!));
    expect(Math.max(...boxes.map((b) => b.y))).toBeLessThan(Math.min(...boxes.map((b) => b.y + b.height)));
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(1280);
    // each shown whole: the picture's box inside its frame, at the picture's own proportions (a portrait selfie too)
    for (let i = 0; i < 3; i++) {
      const img = images.nth(i);
      const frame = (await img.locator('xpath=..').boundingBox())!;
      const shown = boxes[i]!;
      expect(shown.y).toBeGreaterThanOrEqual(frame.y - 0.5);
      expect(shown.y + shown.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
      const [w, h] = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]);
      expect(Math.abs(shown.width / shown.height - w! / h!)).toBeLessThan(0.02);
    }

    const typed = op.getByRole('region', { name: 'Typed by the player' });
    await expect(typed).toContainText(PLAYER.fullName);
    await expect(typed).toContainText(PLAYER.birthDate);
    await expect(typed).toContainText(idNumber);
    await expectNoAxeViolations(op, 'console submission review');
    await shot(op, 'console-review.png');

    await op.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = op.getByRole('dialog', { name: `Approve submission ${submission}` });
    await expect(dialog).toContainText('releases their withdrawals held for verification');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(op.getByText(`Submission ${submission} of ${username} approved.`)).toBeVisible();
  });

  await test.step('console: in the Cashier the withdrawal is no longer held; it is approved and paid', async () => {
    await nav.getByRole('link', { name: 'Cashier' }).click();
    await expect(orderRow).toContainText('₱6,000.00');
    await expect(orderRow.getByText(/^Held/)).toHaveCount(0);
    await orderRow.getByRole('button', { name: `Approve withdrawal ${orderNo}` }).click();
    const dialog = op.getByRole('dialog', { name: `Approve withdrawal ${orderNo}` });
    const confirm = dialog.getByRole('button', { name: 'Approve and pay out' });
    await expect(confirm).toBeEnabled();
    // large amounts take two operators: the dialog says so, and the second one approves from their own console
    const twoApprovals = await dialog.getByText(/needs two approvals by different operators/).isVisible();
    await confirm.click();
    if (twoApprovals) {
      await expect(op.getByText('Approval recorded. A second operator must approve before payout.')).toBeVisible();
      const second = await consolePage(browser, baseURL, 'finance2');
      await second.goto('/console/cashier/withdrawals?merchant=LUCKY&status=awaiting_second_approval');
      const waiting = second.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: orderNo });
      await waiting.getByRole('button', { name: `Approve withdrawal ${orderNo}` }).click();
      await second.getByRole('dialog', { name: `Approve withdrawal ${orderNo}` }).getByRole('button', { name: 'Approve and pay out' }).click();
      await expect(second.getByText(`Withdrawal ${orderNo} approved.`)).toBeVisible();
      await second.context().close();
    } else {
      await expect(op.getByText(`Withdrawal ${orderNo} approved.`)).toBeVisible();
    }
    await op.getByRole('combobox', { name: 'Status' }).selectOption('paid');
    await expect(orderRow.getByText('Paid', { exact: true })).toBeVisible();
    await op.context().close();
  });

  await test.step('phone: level 2, nothing held, the withdrawal paid', async () => {
    await phone.reload();
    await expect(level).toHaveText('Level 2 of 3');
    await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
    await expect(heldNote).toHaveCount(0);
    await expectNoAxeViolations(phone, 'phone verification at level 2 (dark)');
    await chooseTheme(phone, 'Light');
    await phone.goto('/m/set/verification');
    await expect(level).toHaveText('Level 2 of 3');
    await expectNoAxeViolations(phone, 'phone verification at level 2 (light)');

    await phone.goto('/m/withdraw');
    const recent = phone.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByRole('listitem').filter({ hasText: '₱6,000.00' }).getByText('Paid', { exact: true })).toBeVisible();
    await expect(recent.getByText('Waiting for identity verification')).toHaveCount(0);
  });
});
