import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { characterCount, checkImages } from './image-checks';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GOOD = 'The deposit page froze after I pressed confirm.';

function png(name: string, extra = 16): File {
  return new File([new Uint8Array([...PNG_BYTES, ...new Array<number>(extra).fill(1)])], name, { type: 'image/png' });
}
function jpg(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type: 'image/jpeg' });
}

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs: count them, so every thumbnail's URL can be seen to be let go.
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

type Answer = () => Response | Promise<Response>;

/** The feedback endpoint answering in turn; every call's method and multipart body are kept. */
function server(...answers: Answer[]) {
  const fetchMock = mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/feedback': () => (answers.shift() ?? (() => envelope({ id: 1 })))(),
    '/wps/system/helpCenter': () => envelope({ items: [] }),
  });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/wps/feedback'))
      .map(([, init]) => ({ method: init?.method, body: init?.body as FormData }));
  return { sent };
}

const contentBox = () => screen.getByRole('textbox', { name: 'Your feedback' });
const commentBox = () => screen.getByRole('textbox', { name: 'Comment (optional)' });
const addInput = () => screen.getByLabelText('Add image') as HTMLInputElement;
const thumbnails = () => screen.queryAllByRole('img', { name: /^Screenshot \d/ });

async function open(path: string | string[] = '/m/feedback') {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Your feedback' });
  return view;
}

describe('feedback rules shared with the server', () => {
  it('counts characters as code points, so an emoji is one', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(characterCount('abc')).toBe(3);
  });

  it('refuses by count, then size, then bytes, as the server does', async () => {
    const text = new File(['just text'], 'fake.png', { type: 'image/png' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const result = await checkImages([png('a.png'), text, big, jpg('b.jpg'), png('c.png')], 1);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(result.refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['fake.png', 'wrongType'],
      ['big.png', 'tooLarge'],
      ['c.png', 'tooMany'],
    ]);
  });
});

describe('feedback screen', () => {
  it('has a title, counts as the player types and says the bounds', async () => {
    server();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(screen.getByText('10 to 1000 characters')).toBeInTheDocument();
    expect(contentBox()).toHaveAccessibleDescription(/10 to 1000 characters/);
    await userEvent.type(contentBox(), 'Hello 😀');
    expect(screen.getByText('7/1000')).toBeInTheDocument();
    // the polite live region catches up once typing pauses
    await waitFor(() => expect(screen.getByText('Characters still needed: 3')).toBeInTheDocument(), { timeout: 3000 });
    await userEvent.type(commentBox(), 'Pixel 8');
    expect(screen.getByText('7/140')).toBeInTheDocument();
  });

  it('refuses short content and a long comment before any upload, focusing the first invalid field', async () => {
    const { sent } = server();
    await open();
    await userEvent.type(contentBox(), 'too short');
    await userEvent.type(commentBox(), 'c'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write between 10 and 1000 characters.')).toBeInTheDocument();
    expect(screen.getByText('The comment is limited to 140 characters.')).toBeInTheDocument();
    expect(contentBox()).toHaveFocus();
    expect(contentBox()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(contentBox());
    await userEvent.type(contentBox(), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(commentBox()).toHaveFocus());
    expect(sent()).toHaveLength(0);
  });

  it('shows thumbnails, refuses a renamed text file and an over-size one with messages, and hides the add tile at three', async () => {
    server();
    await open();
    await userEvent.upload(addInput(), [png('one.png'), jpg('two.jpg')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(thumbnails()[0]).toHaveAttribute('src', 'blob:test/1');
    expect(thumbnails()[1]).toHaveAccessibleName('Screenshot 2: two.jpg');
    expect(screen.getByText('2/3')).toBeInTheDocument();

    await userEvent.upload(addInput(), new File(['plain words'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('notes.png is not a PNG or JPG image.')).toBeInTheDocument();
    const big = new File([new Uint8Array([...PNG_BYTES, ...new Uint8Array(5 * 1024 * 1024)])], 'huge.png', { type: 'image/png' });
    await userEvent.upload(addInput(), big);
    expect(await screen.findByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(2);

    await userEvent.upload(addInput(), [png('three.png'), png('four.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(screen.getByText('four.png was not added: you can attach at most 3 images.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it('removes an image: its URL is revoked, the add tile returns and takes the focus', async () => {
    server();
    const view = await open();
    await userEvent.upload(addInput(), [png('one.png'), png('two.png'), png('three.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Remove screenshot 2' }));
    expect(revoked).toEqual(['blob:test/2']);
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual(['blob:test/1', 'blob:test/3']);
    await waitFor(() => expect(addInput()).toHaveFocus());
    // leaving the screen lets the rest go
    view.unmount();
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2', 'blob:test/3']);
  });

  it('sends the trimmed text and the images as multipart PUT, thanks the player and goes back', async () => {
    signIn();
    const { sent } = server(() => envelope({ id: 42 }));
    const { router } = await open(['/m/help', '/m/feedback']);
    expect(screen.queryByText(/sending this as a guest/)).not.toBeInTheDocument();
    await userEvent.type(contentBox(), `  ${GOOD}  `);
    await userEvent.type(commentBox(), ' Android 14 ');
    await userEvent.upload(addInput(), [png('one.png'), jpg('two.jpg')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    const thanks = await screen.findByRole('region', { name: 'Thank you!' });
    expect(within(thanks).getByText('Reference no. 42')).toBeInTheDocument();
    expect(within(thanks).getByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    const [call] = sent();
    expect(call!.method).toBe('PUT');
    expect(call!.body.get('content')).toBe(GOOD);
    expect(call!.body.get('comment')).toBe('Android 14');
    expect((call!.body.getAll('files') as File[]).map((f) => f.name)).toEqual(['one.png', 'two.jpg']);
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2']);

    await userEvent.click(within(thanks).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/help'));
  });

  it('"send more" starts an empty form', async () => {
    server(() => envelope({ id: 7 }));
    await open();
    await userEvent.type(contentBox(), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send more feedback' }));
    expect(await screen.findByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('shows the server refusal in the player language and keeps what was written and attached', async () => {
    const { sent } = server(
      () => failure(415, 'feedback.image.invalid', 'Only PNG or JPG images can be uploaded.'),
      () => failure(429, 'request.rate.limited', 'Too many requests'),
      () => failure(400, 'feedback.content.invalid', 'Please write between 10 and 1000 characters.'),
      () => envelope({ id: 3 }),
    );
    await open();
    await userEvent.type(contentBox(), GOOD);
    await userEvent.upload(addInput(), png('one.png'));
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    const submit = screen.getByRole('button', { name: 'Send feedback' });

    await userEvent.click(submit);
    expect(await screen.findByText('Only PNG or JPG images can be uploaded.')).toBeInTheDocument();
    expect(addInput()).toHaveFocus();
    expect(contentBox()).toHaveValue(GOOD);
    expect(thumbnails()).toHaveLength(1);

    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');

    await userEvent.click(submit);
    expect(await screen.findByText('Please write between 10 and 1000 characters.')).toBeInTheDocument();
    expect(contentBox()).toHaveFocus();

    await userEvent.click(submit);
    expect(await screen.findByRole('region', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sent()).toHaveLength(4);
  });

  it('shows a loading state while sending and ignores a second tap', async () => {
    let release: (r: Response) => void = () => {};
    const { sent } = server(() => new Promise<Response>((resolve) => (release = resolve)));
    await open();
    await userEvent.type(contentBox(), GOOD);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    release(envelope({ id: 9 }));
    expect(await screen.findByRole('region', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('lets a visitor write, with a way to log in first that comes back here', async () => {
    server();
    await open();
    expect(screen.getByText(/sending this as a guest/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Ffeedback');
  });

  it('is offered in the help centre', async () => {
    server();
    renderApp('/m/help');
    expect(await screen.findByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', '/m/feedback');
  });
});
