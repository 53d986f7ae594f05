import './logo.css';

const SIZES = { sm: 32, md: 48, lg: 72, xl: 112 } as const;

/** The FitRater mark, optionally with the word mark beside it. */
export function Logo({ size = 'md', withName = false, className }: { size?: keyof typeof SIZES; withName?: boolean; className?: string }) {
  const px = SIZES[size];
  return (
    <span className={`logo logo--${size} ${className ?? ''}`}>
      <img src="/icons/icon.svg" width={px} height={px} alt={withName ? '' : 'FitRater'} className="logo__mark" draggable={false} />
      {withName && <span className="logo__name">FitRater</span>}
    </span>
  );
}
