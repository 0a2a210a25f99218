import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FEEDBACK_LIMITS, type ErrorCode } from '@lobby/contract/rules';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { failureText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { getHref, PATHS, RETURN_PARAM } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { TextField } from '@/shared/ui/form/text-field';
import { AlertIcon, CheckIcon, EditIcon, FeedbackIcon, InfoIcon, SpinnerIcon } from '@/shared/ui/icons';
import { useSendFeedback } from './api/send-feedback';
import { characterCount, checkImages, type ImageProblem, type PickedImage } from './image-checks';
import { ImagePicker, useRevokeOnUnmount } from './image-picker';
import '@/shared/ui/form/form.css';
import './feedback.css';

const { contentMin, contentMax, commentMax } = FEEDBACK_LIMITS;
const MB = FEEDBACK_LIMITS.imageBytes / (1024 * 1024);
/** A screen reader hears the count once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 900;

const schema = z.object({
  content: z.string().refine(
    (v) => {
      const n = characterCount(v.trim());
      return n >= contentMin && n <= contentMax;
    },
    { error: () => i18next.t('errors.feedback.content.invalid') },
  ),
  comment: z.string().refine((v) => characterCount(v) <= commentMax, { error: () => i18next.t('errors.feedback.comment.invalid') }),
});
type Values = z.input<typeof schema>;

const IMAGE_CODES: ReadonlySet<string> = new Set(['feedback.image.invalid', 'feedback.image.too.large', 'feedback.too.many.images'] satisfies ErrorCode[]);

/** How many characters are left (or missing, or too many), for the polite live region. */
function countSentence(count: number, max: number, min = 0): string {
  if (count > max) return i18next.t('feedbackForm.count.over', { count: count - max });
  if (count < min) return i18next.t('feedbackForm.count.needed', { count: min - count });
  return i18next.t('feedbackForm.count.left', { count: max - count });
}

/** Says the counter's state once the person stops typing; silent until they start. */
function LiveCount({ sentence, active }: { sentence: string; active: boolean }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSaid(sentence), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sentence, active]);
  return (
    <span className="visually-hidden" aria-live="polite">
      {said}
    </span>
  );
}

function FeedbackForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation();
  const role = useRole();
  const send = useSendFeedback();
  const form = useForm<Values>({
    defaultValues: { content: '', comment: '' },
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, control } = form;
  useRevalidateOnLanguageChange(form);
  const content = useWatch({ control, name: 'content' });
  const comment = useWatch({ control, name: 'comment' });
  const contentCount = characterCount(content.trim());
  const commentCount = characterCount(comment);

  const [images, setImages] = useState<PickedImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imagesRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  useRevokeOnUnmount(images);

  const ids = useId();
  const contentId = `${ids}-content`;
  const contentMessageId = `${ids}-content-message`;
  const contentCounterId = `${ids}-content-counter`;

  /** The add tile when there is one, else the first remove button: where the images' problem is. */
  function focusImages() {
    const target = fileInput.current ?? imagesRef.current?.querySelector<HTMLElement>('button');
    target?.focus();
  }

  async function pick(files: File[]) {
    const { accepted, refused } = await checkImages(files, images.length);
    const problemText: Record<ImageProblem, (name: string) => string> = {
      wrongType: (name) => t('feedbackForm.images.wrongType', { name }),
      tooLarge: (name) => t('feedbackForm.images.tooLarge', { name, size: MB }),
      tooMany: (name) => t('feedbackForm.images.tooMany', { name, max: FEEDBACK_LIMITS.images }),
    };
    setImageErrors(refused.map(({ file, problem }) => problemText[problem](file.name)));
    // URLs made here, not in the updater: React may run an updater twice, and a URL made there would leak.
    const added = accepted.map((file) => ({ id: String((nextId.current += 1)), file, url: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...added]);
  }

  function remove(id: string) {
    const gone = images.find((image) => image.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    setImages(images.filter((image) => image.id !== id));
    setImageErrors([]);
    // The removed button is gone: focus moves to the add tile, which is back now that there is room.
    requestAnimationFrame(() => fileInput.current?.focus());
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setImageErrors([]);
    try {
      const { id } = await send.mutateAsync({
        content: values.content.trim(),
        comment: values.comment.trim(),
        images: images.map((image) => image.file),
      });
      onSent(id);
    } catch (error) {
      // Everything typed and attached stays; the refusal is shown where it belongs.
      const code = isApiError(error) ? error.errorCode : '';
      const text = failureText(error);
      if (code === 'feedback.content.invalid') setError('content', { message: text }, { shouldFocus: true });
      else if (code === 'feedback.comment.invalid') setError('comment', { message: text }, { shouldFocus: true });
      else if (IMAGE_CODES.has(code)) {
        setImageErrors([text]);
        focusImages();
      } else setFormError(text);
    }
  });

  const contentError = formState.errors.content?.message;
  const commentError = formState.errors.comment?.message;
  const sending = send.isPending;

  return (
    <form className="fb-card" onSubmit={onSubmit} noValidate aria-busy={sending || undefined} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        {t('routes.feedback')}
      </h2>
      {role === 'visitor' ? (
        <p className="fb-note">
          <InfoIcon size="0.16rem" />
          <span>
            {t('feedbackForm.visitorNote')}{' '}
            <Link to={getHref('login', { [RETURN_PARAM]: PATHS.feedback })} className="fb-note__link">
              {t('header.login')}
            </Link>
          </span>
        </p>
      ) : null}

      <div className={`fb-field${contentError ? ' fb-field--invalid' : ''}`}>
        <label htmlFor={contentId} className="fb-section__label">
          {t('feedbackForm.content.label')}
        </label>
        <textarea
          id={contentId}
          className="fb-textarea"
          rows={6}
          placeholder={t('feedbackForm.content.placeholder')}
          aria-required="true"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${contentMessageId} ${contentCounterId}`}
          {...register('content')}
        />
        <div className="fb-field__foot">
          {contentError ? (
            <p id={contentMessageId} className="field__error">
              <AlertIcon size="0.14rem" />
              <span>{contentError}</span>
            </p>
          ) : (
            <p id={contentMessageId} className="field__hint">
              {t('feedbackForm.content.hint', { min: contentMin, max: contentMax })}
            </p>
          )}
          <span
            id={contentCounterId}
            className={`fb-counter${contentCount > contentMax ? ' fb-counter--over' : contentCount >= contentMin ? ' fb-counter--ok' : ''}`}
          >
            {t('feedbackForm.counter', { count: contentCount, max: contentMax })}
          </span>
        </div>
        <LiveCount sentence={countSentence(contentCount, contentMax, contentMin)} active={content !== ''} />
      </div>

      <div ref={imagesRef}>
        <ImagePicker
          images={images}
          onPick={(files) => void pick(files)}
          onRemove={remove}
          errors={imageErrors}
          disabled={sending}
          inputRef={fileInput}
        />
      </div>

      <TextField
        label={t('feedbackForm.comment.label')}
        icon={EditIcon}
        className="fb-comment"
        autoComplete="off"
        error={commentError}
        hint={
          <>
            <span>{t('feedbackForm.comment.hint')}</span>
            <span className={`fb-counter${commentCount > commentMax ? ' fb-counter--over' : ''}`}>
              {t('feedbackForm.counter', { count: commentCount, max: commentMax })}
            </span>
          </>
        }
        {...register('comment')}
      />
      <LiveCount sentence={countSentence(commentCount, commentMax)} active={comment !== ''} />

      {formError ? (
        <p className="fb-alert" role="alert">
          <AlertIcon size="0.16rem" />
          <span>{formError}</span>
        </p>
      ) : null}

      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={sending}>
        {sending ? <SpinnerIcon className="spin" size="0.18rem" /> : <FeedbackIcon size="0.18rem" />}
        {sending ? t('feedbackForm.sending') : t('feedbackForm.submit')}
      </button>
    </form>
  );
}

function FeedbackSent({ id, onAnother }: { id: number; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function back() {
    // Opened directly (no history of ours): the help centre, where the way here starts.
    if (location.key === 'default') void navigate(PATHS.help);
    else void navigate(-1);
  }

  return (
    <section className="fb-card fb-sent" aria-labelledby="fb-sent-title">
      <span className="fb-sent__halo" aria-hidden="true">
        <CheckIcon size="0.32rem" />
      </span>
      <h2 id="fb-sent-title" ref={heading} tabIndex={-1} className="fb-sent__title">
        {t('feedbackForm.sent.title')}
      </h2>
      <p className="fb-sent__text">{t('feedbackForm.sent.text')}</p>
      <p className="fb-sent__ref">{t('feedbackForm.sent.reference', { id })}</p>
      <div className="fb-sent__actions">
        <button type="button" className="btn btn--primary btn--block btn--lg" onClick={back}>
          {t('general.back')}
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={onAnother}>
          {t('feedbackForm.sent.another')}
        </button>
      </div>
    </section>
  );
}

/** /m/feedback: write to the operator, with up to three screenshots; visitors may too (the API's rule). */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  // A new key after "send more" starts an empty form (and the old one's thumbnails are revoked on unmount).
  const [round, setRound] = useState(0);
  return (
    <div className="fb-screen">
      {sent === null ? (
        <>
          <div className="fb-intro">
            <span className="fb-intro__halo" aria-hidden="true">
              <FeedbackIcon size="0.26rem" />
            </span>
            <div>
              <p className="fb-intro__title">{t('feedbackForm.intro.title')}</p>
              <p className="fb-intro__text">{t('feedbackForm.intro.text')}</p>
            </div>
          </div>
          <FeedbackForm key={round} onSent={setSent} />
        </>
      ) : (
        <FeedbackSent
          id={sent}
          onAnother={() => {
            setSent(null);
            setRound((r) => r + 1);
          }}
        />
      )}
    </div>
  );
}
