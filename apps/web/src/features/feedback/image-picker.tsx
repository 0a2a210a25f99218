import { useEffect, useId, useRef, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS } from '@lobby/contract/rules';
import { AlertIcon, CloseIcon, make } from '@/shared/ui/icons';
import type { PickedImage } from './image-checks';

const ImagePlusIcon = make(
  'ImagePlus',
  <>
    <path d="M20 12.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h6.5" />
    <path d="M4.5 17l4.2-4.2a1.5 1.5 0 0 1 2.1 0L15 17M13.5 15.5l1.2-1.2a1.5 1.5 0 0 1 2.1 0L19.5 17" />
    <path d="M18 3v6M15 6h6" />
  </>,
);

const MB = FEEDBACK_LIMITS.imageBytes / (1024 * 1024);

/** The <input type=file> filter: what the picker offers first (the bytes are checked after). */
const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export interface ImagePickerProps {
  images: readonly PickedImage[];
  /** what the person picked, before any check */
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** refusals to show under the tiles (translated) */
  errors: readonly string[];
  disabled?: boolean;
  /** the file input, so the form can move focus to it (after a removal, on a refused upload) */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Up to three screenshots as square thumbnails, each with a remove button; the add tile (a labelled file
 * input, so it is one "button" to assistive technology and opens the system picker) hides at three.
 */
export function ImagePicker({ images, onPick, onRemove, errors, disabled, inputRef }: ImagePickerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const full = images.length >= FEEDBACK_LIMITS.images;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so the same file can be picked again after it was removed or refused.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  }

  return (
    <fieldset className="fb-images" aria-describedby={errors.length > 0 ? `${hintId} ${errorId}` : hintId}>
      <legend className="fb-section__label">
        {t('feedbackForm.images.label')}
        <span className="fb-section__count">
          {t('feedbackForm.counter', { count: images.length, max: FEEDBACK_LIMITS.images })}
        </span>
      </legend>
      <p id={hintId} className="fb-section__hint">
        {t('feedbackForm.images.hint', { size: MB, max: FEEDBACK_LIMITS.images })}
      </p>
      <ul className="fb-images__grid">
        {images.map((image, i) => (
          <li key={image.id} className="fb-thumb">
            <img src={image.url} alt={t('feedbackForm.images.alt', { number: i + 1, name: image.file.name })} className="fb-thumb__img" />
            <button
              type="button"
              className="fb-thumb__remove"
              onClick={() => onRemove(image.id)}
              disabled={disabled}
              aria-label={t('feedbackForm.images.remove', { number: i + 1 })}
            >
              <CloseIcon size="0.14rem" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="fb-add">
            <input
              ref={inputRef}
              id={`${baseId}-input`}
              type="file"
              accept={ACCEPT}
              multiple
              className="fb-add__input"
              onChange={pick}
              disabled={disabled}
              aria-invalid={errors.length > 0 || undefined}
            />
            <label htmlFor={`${baseId}-input`} className="fb-add__tile">
              <ImagePlusIcon size="0.26rem" />
              <span className="fb-add__label">{t('feedbackForm.images.add')}</span>
            </label>
          </li>
        )}
      </ul>
      {errors.length > 0 ? (
        <div id={errorId} className="fb-images__errors" role="alert">
          {errors.map((error, i) => (
            <p key={`${i}-${error}`} className="field__error">
              <AlertIcon size="0.14rem" />
              <span>{error}</span>
            </p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Revokes every thumbnail's object URL when the images go away with the form. */
export function useRevokeOnUnmount(images: readonly PickedImage[]): void {
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );
}
