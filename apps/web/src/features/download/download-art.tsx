import type { ReactNode } from 'react';

/**
 * Step illustrations for the install tutorials: a phone drawn in SVG with the one control to tap shown
 * in the accent colour. Colours come from download.css (theme tokens), so they follow dark and light.
 */
export type ArtScene =
  | 'ios-share'
  | 'ios-add-home'
  | 'ios-add-confirm'
  | 'ios-install'
  | 'home-screen'
  | 'ios-settings'
  | 'ios-trust'
  | 'open-app'
  | 'profile-allow'
  | 'apk-download'
  | 'apk-open'
  | 'unknown-apps'
  | 'android-menu';

function Lines({ y, count = 3 }: { y: number; count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <rect key={i} className="art-line" x={18} y={y + i * 12} width={i % 2 ? 58 : 84} height={5} rx={2.5} />
      ))}
    </>
  );
}

function AppGrid({ highlight }: { highlight?: boolean }) {
  const cells = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 17 + col * 23;
      const y = 30 + row * 28;
      const ours = row === 3 && col === 1;
      cells.push(
        ours ? (
          <g key={`${row}-${col}`}>
            <rect className="art-app" x={x} y={y} width={17} height={17} rx={4.5} />
            <path className="art-star" d={`M${x + 8.5} ${y + 3.5}l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z`} />
            {highlight ? <circle className="art-ring" cx={x + 8.5} cy={y + 8.5} r={13} /> : null}
          </g>
        ) : (
          <rect key={`${row}-${col}`} className="art-tile" x={x} y={y} width={17} height={17} rx={4.5} />
        ),
      );
    }
  }
  return <>{cells}</>;
}

function Row({ y, label, hi, icon }: { y: number; label: number; hi?: boolean; icon?: ReactNode }) {
  return (
    <g>
      <rect className={hi ? 'art-row art-row--hi' : 'art-row'} x={14} y={y} width={92} height={16} rx={4} />
      {icon ?? <rect className={hi ? 'art-dot art-dot--hi' : 'art-dot'} x={19} y={y + 4} width={8} height={8} rx={2} />}
      <rect className={hi ? 'art-text art-text--hi' : 'art-text'} x={32} y={y + 6} width={label} height={4} rx={2} />
    </g>
  );
}

function Scene({ scene }: { scene: ArtScene }) {
  switch (scene) {
    case 'ios-share':
      return (
        <>
          <rect className="art-bar" x={10} y={14} width={100} height={14} rx={4} />
          <Lines y={40} count={5} />
          <rect className="art-bar" x={10} y={176} width={100} height={20} />
          <path className="art-glyph" d="M24 186l-4-4 4-4M38 178l4 4-4 4" />
          <circle className="art-ring" cx={60} cy={186} r={10} />
          <path className="art-glyph art-glyph--hi" d="M60 190v-9M56.5 184l3.5-3.5 3.5 3.5M55 186v5h10v-5" />
          <rect className="art-glyph-box" x={78} y={181} width={9} height={9} rx={1.5} />
          <rect className="art-glyph-box" x={94} y={181} width={9} height={9} rx={1.5} />
        </>
      );
    case 'ios-add-home':
      return (
        <>
          <Lines y={24} count={3} />
          <rect className="art-sheet" x={10} y={72} width={100} height={124} rx={10} />
          <Row y={84} label={40} />
          <Row y={104} label={52} />
          <Row
            y={124}
            label={56}
            hi
            icon={
              <g>
                <rect className="art-dot art-dot--hi" x={19} y={128} width={8} height={8} rx={2} />
                <path className="art-plus" d="M23 130v4M21 132h4" />
              </g>
            }
          />
          <Row y={144} label={36} />
          <Row y={164} label={46} />
        </>
      );
    case 'ios-add-confirm':
      return (
        <>
          <rect className="art-bar" x={10} y={14} width={100} height={18} />
          <rect className="art-text" x={16} y={21} width={20} height={4} rx={2} />
          <rect className="art-pill" x={84} y={17} width={22} height={12} rx={6} />
          <rect className="art-app" x={18} y={44} width={28} height={28} rx={7} />
          <path className="art-star" d="M32 49l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
          <rect className="art-row" x={52} y={48} width={52} height={10} rx={3} />
          <rect className="art-text" x={52} y={64} width={40} height={4} rx={2} />
          <rect className="art-sheet" x={10} y={120} width={100} height={76} />
        </>
      );
    case 'ios-install':
    case 'profile-allow':
      return (
        <>
          <Lines y={24} count={6} />
          <rect className="art-dim" x={10} y={10} width={100} height={186} />
          <rect className="art-dialog" x={20} y={74} width={80} height={56} rx={9} />
          <rect className="art-text" x={36} y={84} width={48} height={5} rx={2.5} />
          <rect className="art-text" x={30} y={94} width={60} height={3.5} rx={1.75} />
          <line className="art-divider" x1={20} y1={108} x2={100} y2={108} />
          <line className="art-divider" x1={60} y1={108} x2={60} y2={130} />
          <rect className="art-text" x={30} y={117} width={20} height={4} rx={2} />
          <rect className="art-pill" x={65} y={112} width={30} height={14} rx={7} />
        </>
      );
    case 'home-screen':
      return (
        <>
          <AppGrid />
          <circle className="art-progress" cx={48.5} cy={122.5} r={6} />
        </>
      );
    case 'open-app':
      return <AppGrid highlight />;
    case 'ios-settings':
      return (
        <>
          <rect className="art-text" x={16} y={20} width={40} height={6} rx={3} />
          <Row y={36} label={40} />
          <Row y={56} label={30} hi />
          <Row y={76} label={48} />
          <Row y={104} label={36} />
          <Row y={124} label={64} hi />
          <Row y={144} label={42} />
        </>
      );
    case 'ios-trust':
      return (
        <>
          <rect className="art-text" x={16} y={20} width={52} height={6} rx={3} />
          <rect className="art-sheet" x={14} y={36} width={92} height={44} rx={8} />
          <rect className="art-text" x={22} y={46} width={60} height={4} rx={2} />
          <rect className="art-text" x={22} y={56} width={44} height={4} rx={2} />
          <rect className="art-pill" x={36} y={92} width={48} height={16} rx={8} />
          <Lines y={122} count={3} />
        </>
      );
    case 'apk-download':
      return (
        <>
          <rect className="art-sheet" x={14} y={18} width={92} height={34} rx={8} />
          <circle className="art-dot art-dot--hi" cx={28} cy={35} r={7} />
          <path className="art-plus" d="M28 31v7M25 35.5l3 3 3-3" />
          <rect className="art-text" x={40} y={28} width={52} height={4} rx={2} />
          <rect className="art-track" x={40} y={38} width={56} height={4} rx={2} />
          <rect className="art-fill" x={40} y={38} width={40} height={4} rx={2} />
          <Lines y={70} count={6} />
        </>
      );
    case 'apk-open':
      return (
        <>
          <rect className="art-text" x={16} y={20} width={44} height={6} rx={3} />
          <Row y={36} label={60} hi />
          <Row y={56} label={44} />
          <Row y={76} label={52} />
          <Row y={96} label={36} />
        </>
      );
    case 'unknown-apps':
      return (
        <>
          <rect className="art-text" x={16} y={20} width={60} height={6} rx={3} />
          <rect className="art-sheet" x={14} y={36} width={92} height={30} rx={8} />
          <rect className="art-text" x={22} y={49} width={44} height={4} rx={2} />
          <rect className="art-pill" x={80} y={44} width={20} height={12} rx={6} />
          <circle className="art-knob" cx={94} cy={50} r={4.5} />
          <Lines y={84} count={4} />
        </>
      );
    case 'android-menu':
      return (
        <>
          <rect className="art-bar" x={10} y={14} width={100} height={16} />
          <rect className="art-text" x={16} y={20} width={56} height={4} rx={2} />
          <circle className="art-ring" cx={101} cy={22} r={7} />
          <path className="art-glyph art-glyph--hi" d="M101 18.5v.01M101 22v.01M101 25.5v.01" />
          <rect className="art-sheet" x={50} y={34} width={56} height={80} rx={6} />
          <rect className="art-text" x={56} y={44} width={36} height={4} rx={2} />
          <rect className="art-text" x={56} y={58} width={30} height={4} rx={2} />
          <rect className="art-row art-row--hi" x={52} y={68} width={52} height={14} rx={3} />
          <rect className="art-text art-text--hi" x={56} y={73} width={38} height={4} rx={2} />
          <rect className="art-text" x={56} y={92} width={26} height={4} rx={2} />
          <Lines y={126} count={4} />
        </>
      );
  }
}

export function PhoneArt({ scene }: { scene: ArtScene }) {
  return (
    <svg className="phone-art" viewBox="0 0 120 206" aria-hidden="true" focusable="false">
      <rect className="art-body" x={4} y={2} width={112} height={202} rx={18} />
      <rect className="art-screen" x={10} y={10} width={100} height={186} rx={12} />
      <Scene scene={scene} />
    </svg>
  );
}
