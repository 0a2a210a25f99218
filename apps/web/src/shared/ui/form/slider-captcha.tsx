import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderAnswer } from '@lobby/contract';
import { fetchSliderChallenge, type SliderChallenge } from '@/shared/api/verification/get-slider-challenge';
import { ChevronRightIcon, RefreshIcon, SpinnerIcon } from '../icons';
import { Sheet, SheetHeader } from '../sheet';
import './form.css';

/** What the caller did with an answer: 'retry' when the server refused the slide (a new puzzle is shown). */
export type SliderOutcome = 'done' | 'retry';

const KEY_STEP = 4;
const MAX_TRAIL = 400;

/**
 * The slider puzzle that guards SMS sending: drag the piece into the gap. The answer is the final offset
 * and the drag trail ([ms since start, x] in the puzzle's own pixels), which the server checks for a
 * human-looking movement. Keyboard users move the handle with the arrow keys and confirm with Enter.
 */
export function SliderCaptcha({
  onSolve,
  onClose,
}: {
  onSolve: (answer: SliderAnswer) => Promise<SliderOutcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);
  const [x, setX] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; t0: number; trail: [number, number][]; x: number } | null>(null);

  const load = useCallback(async () => {
    setChallenge(null);
    setFailed(false);
    setX(0);
    drag.current = null;
    try {
      setChallenge(await fetchSliderChallenge());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  const scale = () => (challenge && stage.current ? stage.current.getBoundingClientRect().width / challenge.width : 1);

  function record(next: number) {
    const d = drag.current;
    if (!d) return;
    const clamped = Math.min(max, Math.max(0, next));
    const point: [number, number] = [Math.min(60_000, Math.round(performance.now() - d.t0)), Math.round(clamped * 10) / 10];
    // The server takes at most 400 points: past that, the newest replaces the last one.
    if (d.trail.length >= MAX_TRAIL) d.trail[d.trail.length - 1] = point;
    else d.trail.push(point);
    d.x = clamped;
    setX(clamped);
  }

  async function submit() {
    const d = drag.current;
    drag.current = null;
    if (!challenge || !d || d.trail.length < 2 || d.x <= 0) {
      setX(0);
      return;
    }
    setChecking(true);
    setRefused(false);
    const outcome = await onSolve({ challengeId: challenge.challengeId, x: Math.round(d.x), trail: d.trail });
    setChecking(false);
    if (outcome === 'retry') {
      setRefused(true);
      void load();
    }
  }

  function begin(clientX: number) {
    drag.current = { startX: clientX, t0: performance.now(), trail: [[0, 0]], x: 0 };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!challenge || checking) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    begin(event.clientX);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    record((event.clientX - d.startX) / scale());
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!challenge || checking) return;
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (step) {
      event.preventDefault();
      if (!drag.current) begin(0);
      record((drag.current?.x ?? 0) + step);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void submit();
    }
  }

  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <Sheet
      className="slider-captcha"
      rootClassName="slider-root"
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
      <SheetHeader
        title={t('verify.slider.title')}
        titleId={titleId}
        onClose={onClose}
        className="slider-captcha__header"
      />
      <p id={hintId} className="slider-captcha__hint">
        {t('verify.slider.hint')}
      </p>
      <div
        ref={stage}
        className="slider-captcha__stage"
        style={{ aspectRatio: challenge ? `${challenge.width} / ${challenge.height}` : '2 / 1' }}
      >
        {challenge ? (
          <>
            <img
              className="slider-captcha__background"
              src={challenge.background}
              alt=""
              width={challenge.width}
              height={challenge.height}
              draggable={false}
            />
            <img
              className="slider-captcha__piece"
              src={challenge.piece}
              alt=""
              width={challenge.pieceSize}
              height={challenge.pieceSize}
              draggable={false}
              style={{
                left: pct(x, challenge.width),
                top: pct(challenge.pieceY, challenge.height),
                width: pct(challenge.pieceSize, challenge.width),
              }}
            />
          </>
        ) : failed ? (
          <button type="button" className="slider-captcha__retry" onClick={() => void load()}>
            {t('status.error.retry')}
          </button>
        ) : (
          <SpinnerIcon className="spin slider-captcha__spinner" size="0.28rem" />
        )}
        <button
          type="button"
          className="slider-captcha__refresh"
          onClick={() => void load()}
          aria-label={t('verify.slider.refresh')}
        >
          <RefreshIcon size="0.16rem" />
        </button>
      </div>
      <div className={`slider-captcha__track${refused ? ' slider-captcha__track--refused' : ''}`}>
        <span className="slider-captcha__fill" style={{ width: challenge ? pct(x + challenge.pieceSize / 2, challenge.width) : 0 }} />
        <span className="slider-captcha__label" aria-hidden="true">
          {checking ? t('verify.slider.checking') : refused ? t('verify.slider.refused') : t('verify.slider.drag')}
        </span>
        <div
          className="slider-captcha__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('verify.slider.handle')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-disabled={!challenge || checking}
          data-autofocus
          style={{
            left: challenge ? pct(x, challenge.width) : 0,
            width: challenge ? pct(challenge.pieceSize, challenge.width) : '0.44rem',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void submit()}
          onPointerCancel={() => {
            drag.current = null;
            setX(0);
          }}
          onKeyDown={onKeyDown}
        >
          {checking ? <SpinnerIcon className="spin" size="0.18rem" /> : <ChevronRightIcon size="0.2rem" />}
        </div>
      </div>
      {refused ? (
        <p className="field__error slider-captcha__error" role="alert">
          {t('errors.sms.slider.invalid')}
        </p>
      ) : null}
    </Sheet>
  );
}
