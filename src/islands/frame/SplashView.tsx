import { t } from '#lib/i18n/index.ts';
import { SPLASH } from '#styles/tokens.ts';
import './splash.css';

/** Props of the splash view. */
export interface SplashViewProps {
  /** The number shown, 0..100. */
  readonly count: number;
  /** Fading out: everything loaded. */
  readonly leaving?: boolean;
}

/** Start-up splash: a counting number over rippling circles. */
export function SplashView({ count, leaving }: SplashViewProps) {
  const circles = Array.from({ length: SPLASH.circles }, (_, i) => i);
  return (
    <div
      className="splash"
      data-leaving={leaving || undefined}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={SPLASH.target}
      aria-valuenow={count}
      aria-label={t('splash.loading', { percent: count })}
    >
      <div className="splash-ripples" aria-hidden="true">
        {circles.map((i) => (
          <span
            key={i}
            className="splash-circle"
            data-index={i}
            style={{
              width: SPLASH.mainSize + i * 70,
              height: SPLASH.mainSize + i * 70,
              opacity: SPLASH.opacity * (1 - i / SPLASH.circles),
              animationDelay: `${i * 0.25}s`,
            }}
          />
        ))}
      </div>
      <span className="splash-count num">{count}</span>
    </div>
  );
}
