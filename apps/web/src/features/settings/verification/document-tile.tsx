import { useId, type ChangeEvent, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, SpinnerIcon, type IconProps } from '@/shared/ui/icons';
import { CameraIcon, PdfIcon } from './kyc-icons';
import type { DocumentSlot } from './use-document-slots';

/** What the picker offers; the server reads the type from the bytes whatever the name says. */
const ACCEPT = 'image/jpeg,image/png,application/pdf';

export interface DocumentTileProps {
  label: string;
  /** how to take it well ("the whole card, in good light") */
  hint: string;
  icon: ComponentType<IconProps>;
  slot: DocumentSlot;
  /** the camera a phone opens: the back one for a document, the front one for a selfie; none for a proof (often a PDF) */
  capture?: 'user' | 'environment';
  /** "add this photo" after a submit without it */
  missing?: string;
  wide?: boolean;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/**
 * One document: a tile that opens the camera or the file picker (a labelled file input, so it is one control
 * to assistive technology), then the picture (or a PDF's icon), a spinner while it uploads, a tick once the
 * server has it, and the server's refusal in words under it. Tapping it again replaces the file.
 */
export function DocumentTile({ label, hint, icon: Icon, slot, capture, missing, wide, disabled, onPick }: DocumentTileProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const error = slot.status === 'failed' ? slot.error : missing;
  const uploading = slot.status === 'uploading';

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // cleared, so the same file can be picked again after a refusal
    event.target.value = '';
    if (file) onPick(file);
  }

  const state =
    slot.status === 'uploading'
      ? t('verification.upload.uploading')
      : slot.status === 'done'
        ? t('verification.upload.done')
        : slot.status === 'failed'
          ? t('verification.upload.again')
          : capture
            ? t('verification.upload.take')
            : t('verification.upload.choose');
  const preview = slot.status === 'uploading' || slot.status === 'done' ? slot.preview : null;
  const showsPdf = (slot.status === 'uploading' || slot.status === 'done') && preview === null;

  return (
    <div className={`kyc-doc kyc-doc--${slot.status}${wide ? ' kyc-doc--wide' : ''}`}>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        capture={capture}
        className="kyc-doc__input"
        onChange={pick}
        disabled={disabled || uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
      />
      <label htmlFor={id} className="kyc-doc__tile" aria-busy={uploading || undefined}>
        <span className="kyc-doc__media" aria-hidden="true">
          {preview ? (
            <img src={preview} alt="" className="kyc-doc__preview" />
          ) : showsPdf ? (
            <PdfIcon size="0.34rem" className="kyc-doc__pdf" />
          ) : (
            <Icon size="0.3rem" className="kyc-doc__icon" />
          )}
          {uploading ? (
            <span className="kyc-doc__veil">
              <SpinnerIcon size="0.24rem" className="spin" />
            </span>
          ) : null}
          {slot.status === 'done' ? (
            <span className="kyc-doc__tick">
              <CheckIcon size="0.14rem" />
            </span>
          ) : null}
        </span>
        <span className="kyc-doc__text">
          <span className="kyc-doc__label">{label}</span>
          <span className="kyc-doc__state">
            {capture && (slot.status === 'empty' || slot.status === 'failed') ? <CameraIcon size="0.14rem" /> : null}
            {state}
          </span>
        </span>
      </label>
      {error ? (
        <p id={messageId} className="field__error kyc-doc__error" role="alert">
          <AlertIcon size="0.14rem" />
          <span>{error}</span>
        </p>
      ) : (
        <p id={messageId} className="kyc-doc__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
