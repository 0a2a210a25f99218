import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ambientLoop } from './ambient-loop';

/** jsdom has neither Element.animate nor IntersectionObserver: stand-ins that record what the loop asks of them. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  tell(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function fakeAnimation() {
  return { play: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
}

describe('ambient loops', () => {
  let reduce = false;
  beforeEach(() => {
    FakeObserver.all = [];
    reduce = false;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('run as one endless Web Animation (no CSS animation, so no event per cycle), paused off screen, cancelled when stopped', () => {
    const a = document.createElement('span');
    const b = document.createElement('span');
    const animations = [fakeAnimation(), fakeAnimation()];
    const calls: KeyframeAnimationOptions[] = [];
    a.animate = ((_k: Keyframe[], options: KeyframeAnimationOptions) => (calls.push(options), animations[0])) as unknown as Element['animate'];
    b.animate = ((_k: Keyframe[], options: KeyframeAnimationOptions) => (calls.push(options), animations[1])) as unknown as Element['animate'];

    const stopA = ambientLoop(a, [{ opacity: 1 }, { opacity: 0.3 }], { duration: 1400, pseudoElement: '::before' });
    const stopB = ambientLoop(b, [{ opacity: 1 }, { opacity: 0.3 }], { duration: 1600 });
    expect(calls).toEqual([
      { duration: 1400, easing: 'ease-in-out', iterations: Infinity, pseudoElement: '::before' },
      { duration: 1600, easing: 'ease-in-out', iterations: Infinity },
    ]);
    // one observer for both
    expect(FakeObserver.all).toHaveLength(1);
    const observer = FakeObserver.all[0]!;
    observer.tell(a, false);
    expect(animations[0]!.pause).toHaveBeenCalledTimes(1);
    expect(animations[1]!.pause).not.toHaveBeenCalled();
    observer.tell(a, true);
    // once as it started on screen, once as it came back
    expect(animations[0]!.play).toHaveBeenCalledTimes(2);

    stopA();
    expect(animations[0]!.cancel).toHaveBeenCalled();
    expect(observer.targets.has(a)).toBe(false);
    stopB();
    expect(observer.targets.size).toBe(0);
  });

  it('start nothing for a person who asked for less motion, nor where the browser cannot animate', () => {
    reduce = true;
    const el = document.createElement('span');
    const animate = vi.fn();
    el.animate = animate as unknown as Element['animate'];
    ambientLoop(el, [{ opacity: 1 }], { duration: 1000 })();
    expect(animate).not.toHaveBeenCalled();
    reduce = false;
    expect(() => ambientLoop(document.createElement('span'), [{ opacity: 1 }], { duration: 1000 })()).not.toThrow();
  });
});
