import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KYC_UPLOAD, type KycDocumentKind, type KycStepState } from '@lobby/contract/rules';
import {
  kycDocumentSchema,
  kycStateSchema,
  kycSubmissionSchema,
  memberProfileSchema,
  type KycState,
  type KycSubmission,
  type MemberProfile,
} from '@lobby/contract/schemas';
import { makeMemberInfo, rankAnswer, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const DAY = 86_400_000;
const SUBMITTED = Date.now() - DAY;

function submission(overrides: Partial<KycSubmission> = {}): KycSubmission {
  return kycSubmissionSchema.parse({ id: 31, level: 2, status: 'pending', submittedAt: SUBMITTED, decidedAt: null, reason: null, ...overrides });
}

/** The state as the server answers it, through the contract's schema (a fixture that drifts fails here). */
function makeState(
  level: 0 | 1 | 2 | 3,
  states: [KycStepState, KycStepState, KycStepState],
  overrides: Partial<KycState> & { submissions?: [KycSubmission | null, KycSubmission | null] } = {},
): KycState {
  const { submissions = [null, null], ...rest } = overrides;
  return kycStateSchema.parse({
    level,
    steps: [
      { level: 1, state: states[0], submission: null },
      { level: 2, state: states[1], submission: submissions[0] },
      { level: 3, state: states[2], submission: submissions[1] },
    ],
    next: 'identity',
    currency: 'PHP',
    level2DailyWithdrawal: '5000.00',
    level3Deposits: '500000.00',
    minimumAge: 21,
    heldWithdrawals: 0,
    withdrawnToday: '0.00',
    ...rest,
  });
}

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return memberProfileSchema.parse({
    nickname: 'Lucky Demo',
    email: 'demo@example.com',
    emailVerified: true,
    pendingEmail: null,
    birthday: '1990-04-12',
    payeeName: 'Juan Dela Cruz',
    ageLimit: 21,
    securityQuestionsSet: false,
    hasPaymentPassword: false,
    hasPassword: true,
    ...overrides,
  });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG, 1, 2, 3, 4])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

type Handlers = Parameters<typeof mockFetch>[0];
type Sent = { kind: FormDataEntryValue | null; file: File; fields: string[] };

/** The server: the state (changed by what is sent), the uploads kept in order, each with its own answer. */
function server(initial: KycState, extra: Handlers = {}, profileOverrides: Partial<MemberProfile> = {}) {
  let state = initial;
  let nextId = 900;
  const uploads: Sent[] = [];
  const bodies: Record<string, unknown>[] = [];
  const answers: ((sent: Sent) => Response | null)[] = [];
  const handlers: Handlers = {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/rank/progress': () => envelope(rankAnswer()),
    '/wps/member/hasWithdrawalPassword': () => envelope(false),
    '/wps/member/info/profile': () => envelope(profile(profileOverrides)),
    '/wps/member/kyc': () => envelope(state),
    '/wps/member/kyc/documents': () => {
      const sent = uploads[uploads.length - 1]!;
      const answer = answers.shift()?.(sent);
      if (answer) return answer;
      nextId += 1;
      return envelope(
        kycDocumentSchema.parse({
          id: nextId,
          kind: sent.kind,
          type: sent.file.type === 'application/pdf' ? 'pdf' : 'png',
          bytes: sent.file.size,
          width: sent.file.type === 'application/pdf' ? null : 1200,
          height: sent.file.type === 'application/pdf' ? null : 800,
          createdAt: Date.now(),
        }),
      );
    },
    ...extra,
  };
  const fetchMock = mockFetch(handlers);
  // the multipart body as the app built it (jsdom's FormData), read before the handler answers
  const original = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/wps/member/kyc/documents') {
      const form = init?.body as FormData;
      uploads.push({ kind: form.get('kind'), file: form.get('file') as File, fields: [...form.keys()] });
    }
    if ((path === '/wps/member/kyc/identity' || path === '/wps/member/kyc/funds') && typeof init?.body === 'string') {
      bodies.push(JSON.parse(init.body) as Record<string, unknown>);
    }
    return original(input, init);
  });
  return {
    uploads,
    bodies,
    fetchMock,
    setState: (next: KycState) => {
      state = next;
    },
    answerNextUpload: (answer: (sent: Sent) => Response | null) => answers.push(answer),
  };
}

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs: count them, so every preview can be seen to be let go
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const step = (name: string) => screen.findByRole('region', { name });
const tile = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

async function open() {
  signIn();
  const view = renderApp('/m/set/verification');
  expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
  await screen.findByTestId('kyc-level');
  return view;
}

describe('identity verification (/m/set/verification)', () => {
  it('is offered on /m/set with the level reached as a badge', async () => {
    signIn();
    server(makeState(1, ['done', 'needed', 'optional']));
    renderApp('/m/set');
    const security = await screen.findByRole('region', { name: 'Security' });
    const link = await within(security).findByRole('link', { name: /Identity verification/ });
    expect(link).toHaveAttribute('href', '/m/set/verification');
    await waitFor(() => expect(link).toHaveTextContent('Level 1'));
  });

  it('shows the level, what is next, each step with its state and the brand’s rules', async () => {
    server(makeState(1, ['done', 'needed', 'optional'], { heldWithdrawals: 2 }));
    await open();
    expect(screen.getByTestId('kyc-level')).toHaveTextContent('Level 1 of 3');
    const next = screen.getByRole('region', { name: 'Verify your identity' });
    expect(next).toHaveTextContent('Next step');
    expect(within(next).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Withdrawals waiting for your verification: 2.');

    const contact = await step('Phone or e-mail');
    expect(within(contact).getByText('Verified')).toBeInTheDocument();
    expect(within(contact).queryByRole('button')).not.toBeInTheDocument();
    const identity = await step('Identity');
    expect(within(identity).getByText('Needed')).toBeInTheDocument();
    expect(identity).toHaveTextContent('Needed to withdraw more than ₱5,000.00 a day.');
    expect(identity).toHaveTextContent('You must be 21 or older.');
    // the form is open: the name and birthday on the account are filled in
    expect(within(identity).getByRole('textbox', { name: 'Full name' })).toHaveValue('Juan Dela Cruz');
    expect(within(identity).getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    const funds = await step('Source of funds');
    expect(within(funds).getByText('Optional')).toBeInTheDocument();
    expect(funds).toHaveTextContent('Needed once your deposits pass ₱500,000.00 in all.');
    expect(funds).toHaveTextContent('Complete level 2 first.');
    expect(within(funds).queryByRole('form')).not.toBeInTheDocument();
  });

  it('uploads the front, back and selfie as they are picked, then sends the identity and shows it being reviewed', async () => {
    const api = server(makeState(1, ['done', 'needed', 'optional']), {
      '/wps/member/kyc/identity': () => envelope(submission()),
    });
    await open();
    const identity = await step('Identity');
    const front = tile(/Front of ID/);
    expect(front).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(front).toHaveAttribute('capture', 'environment');
    expect(tile(/Selfie/)).toHaveAttribute('capture', 'user');

    await userEvent.upload(front, png('front.png'));
    await waitFor(() => expect(tile(/Front of ID/)).toHaveAccessibleName(/Uploaded/));
    expect(api.uploads[0]).toMatchObject({ kind: 'id_front', fields: ['kind', 'file'] });
    expect(api.uploads[0]!.file.name).toBe('front.png');
    // the picture shows in its tile
    expect(identity.querySelector('img.kyc-doc__preview')).toHaveAttribute('src', 'blob:test/1');

    await userEvent.upload(tile(/Back of ID/), png('back.png'));
    await userEvent.upload(tile(/Selfie/), png('me.png'));
    await waitFor(() => expect(tile(/Selfie/)).toHaveAccessibleName(/Uploaded/));
    expect(api.uploads.map((u) => u.kind)).toEqual<KycDocumentKind[]>(['id_front', 'id_back', 'selfie']);

    await userEvent.click(within(identity).getByRole('radio', { name: 'Passport' }));
    await userEvent.type(within(identity).getByRole('textbox', { name: 'ID number' }), 'P1234567A');
    api.setState(
      makeState(1, ['done', 'pending', 'optional'], { next: 'wait', submissions: [submission(), null] }),
    );
    await userEvent.click(within(identity).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({
      fullName: 'Juan Dela Cruz',
      birthDate: '1990-04-12',
      idType: 'passport',
      idNumber: 'P1234567A',
      front: 901,
      back: 902,
      selfie: 903,
    });
    const reviewed = await step('Identity');
    expect(await within(reviewed).findByText('Being reviewed')).toBeInTheDocument();
    expect(reviewed).toHaveTextContent('Your documents are being reviewed');
    expect(within(reviewed).queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We are checking your documents' })).toBeInTheDocument();
    expect(await screen.findByText('Sent. We are reviewing your documents.')).toBeInTheDocument();
    // the previews went with the form
    expect(revoked).toEqual(expect.arrayContaining(created));
  }, 30_000);

  it('says what is missing before sending: each document and each field', async () => {
    const api = server(makeState(1, ['done', 'needed', 'optional']));
    await open();
    const identity = await step('Identity');
    await userEvent.clear(within(identity).getByRole('textbox', { name: 'Full name' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Send for review' }));
    expect(await within(identity).findAllByText('Add this document')).toHaveLength(3);
    expect(within(identity).getByText('Enter your full name as on your ID (2 to 100 characters)')).toBeInTheDocument();
    expect(within(identity).getByText('Choose the type of your ID')).toBeInTheDocument();
    expect(within(identity).getByText('Enter the ID number as printed: 4 to 40 letters, digits, spaces or dashes')).toBeInTheDocument();
    expect(api.bodies).toHaveLength(0);
  });

  it('refuses a birth date under the brand’s minimum age', async () => {
    server(makeState(1, ['done', 'needed', 'optional']), {}, { birthday: null });
    await open();
    const identity = await step('Identity');
    const now = new Date();
    const young = `${now.getFullYear() - 19}-01-01`;
    await userEvent.type(within(identity).getByLabelText('Date of birth'), young);
    await userEvent.click(within(identity).getByRole('button', { name: 'Send for review' }));
    expect(await within(identity).findByText('You must be at least 21 years old to be verified')).toBeInTheDocument();
  });

  it('keeps a file above the size limit on the phone, and shows the server’s refusals in words', async () => {
    const api = server(makeState(1, ['done', 'needed', 'optional']));
    await open();
    const big = new File([new Uint8Array(KYC_UPLOAD.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(tile(/Front of ID/), big);
    expect(await screen.findByText('Each file must be at most 10 MB.')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(0);
    expect(tile(/Front of ID/)).toHaveAttribute('aria-invalid', 'true');

    // a text file named .jpg: the server reads the bytes
    api.answerNextUpload(() => failure(415, 'kyc.document.invalid', 'Please upload a photo (JPEG or PNG) or a PDF.'));
    await userEvent.upload(tile(/Front of ID/), new File(['not a picture'], 'id.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Please upload a photo (JPEG or PNG) or a PDF.')).toBeInTheDocument();
    expect(screen.queryByText('Each file must be at most 10 MB.')).not.toBeInTheDocument();
    expect(tile(/Front of ID/)).toHaveAccessibleName(/Try again/);
    // the refused file's preview is let go
    expect(revoked).toContain('blob:test/1');

    api.answerNextUpload(() => failure(400, 'kyc.document.too.small', 'too small'));
    await userEvent.upload(tile(/Back of ID/), png('tiny.png'));
    expect(await screen.findByText('This image is too small to read: please take a sharper, closer photo.')).toBeInTheDocument();

    // picked again, it is taken
    await userEvent.upload(tile(/Front of ID/), png('front.png'));
    await waitFor(() => expect(tile(/Front of ID/)).toHaveAccessibleName(/Uploaded/));
    expect(screen.queryByText('Please upload a photo (JPEG or PNG) or a PDF.')).not.toBeInTheDocument();
  });

  it('says why a submission was not accepted and what to do, and opens the form again', async () => {
    server(
      makeState(1, ['done', 'rejected', 'optional'], {
        submissions: [submission({ status: 'rejected', decidedAt: Date.now(), reason: 'underage' }), null],
      }),
    );
    await open();
    const identity = await step('Identity');
    expect(within(identity).getByText('Not accepted')).toBeInTheDocument();
    expect(identity).toHaveTextContent('You are under the minimum age.');
    expect(identity).toHaveTextContent('Only players aged 21 or over can be verified. Contact customer service if this is a mistake.');
    expect(within(identity).getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
  });

  it('at level 0 sends the member to confirm an e-mail, in a sheet on this screen', async () => {
    server(makeState(0, ['needed', 'optional', 'optional'], { next: 'contact' }), {}, { email: null, emailVerified: false });
    await open();
    const identity = await step('Identity');
    expect(identity).toHaveTextContent('Complete level 1 first.');
    const next = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    await userEvent.click(within(next).getByRole('button', { name: 'Verify e-mail' }));
    const sheet = await screen.findByRole('dialog', { name: 'E-mail' });
    expect(within(sheet).getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
  });

  it('sends the source of funds with a PDF proof (shown as a document, not a picture)', async () => {
    const api = server(makeState(2, ['done', 'done', 'needed'], { next: 'funds' }), {
      '/wps/member/kyc/funds': () => envelope(submission({ id: 32, level: 3 })),
    });
    await open();
    const funds = await step('Source of funds');
    await userEvent.click(within(funds).getByRole('radio', { name: 'Business' }));
    await userEvent.type(within(funds).getByRole('textbox', { name: 'Details' }), 'Sari-sari store in Quezon City');
    await userEvent.upload(tile(/Proof of funds/), pdf('statement.pdf'));
    await waitFor(() => expect(tile(/Proof of funds/)).toHaveAccessibleName(/Uploaded/));
    expect(tile(/Proof of funds/)).not.toHaveAttribute('capture');
    expect(funds.querySelector('img')).toBeNull();
    expect(funds.querySelector('.kyc-doc__pdf')).not.toBeNull();
    expect(created).toHaveLength(0);

    await userEvent.click(within(funds).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(api.bodies).toEqual([{ source: 'business', detail: 'Sari-sari store in Quezon City', proof: 901 }]));
  });

  it('at level 2 with nothing asked, says it is enough for now and leaves the source of funds open', async () => {
    server(makeState(2, ['done', 'done', 'optional'], { next: null }));
    await open();
    expect(screen.getByRole('region', { name: 'You are verified for now' })).toBeInTheDocument();
    const funds = await step('Source of funds');
    expect(within(funds).getByText('Optional')).toBeInTheDocument();
    expect(within(funds).getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
  });

  it('says when everything is done', async () => {
    server(makeState(3, ['done', 'done', 'done'], { next: null }));
    await open();
    const next = screen.getByRole('region', { name: 'You are fully verified' });
    expect(next).not.toHaveTextContent('Next step');
    expect(screen.queryByText(/Needed to withdraw more than/)).not.toBeInTheDocument();
    expect(screen.getByTestId('kyc-level')).toHaveTextContent('Level 3 of 3');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('offers a retry when the state does not load', async () => {
    let calls = 0;
    server(makeState(1, ['done', 'needed', 'optional']), {
      '/wps/member/kyc': () => {
        calls += 1;
        return calls === 1 ? failure(503, 'system.maintenance', 'down') : envelope(makeState(1, ['done', 'needed', 'optional']));
      },
    });
    signIn();
    renderApp('/m/set/verification');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByTestId('kyc-level')).toHaveTextContent('Level 1 of 3');
  });
});
