import { useEffect } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { ErrorScreenView } from './ErrorScreenView.tsx';
import { $fatalError, reportFatal, resetToHome } from '#stores/fatal.ts';
import { t } from '#lib/i18n/index.ts';

/** Status shown with an uncaught client exception. */
const UNCAUGHT_STATUS = 500;

/**
 * React reports errors it recovered from (a hydration mismatch re-rendered on the client: #418, #419, #422, #423,
 * #425 in production builds) through window.reportError; they are not uncaught failures of the app.
 */
const RECOVERED_BY_REACT = /Minified React error #(418|419|422|423|425)\b|Hydration failed|hydrating/;

/** True for an error event that should replace the app with the error screen. */
export function isFatalErrorEvent(event: Pick<ErrorEvent, 'error' | 'message'>): boolean {
  const message = event.error instanceof Error ? event.error.message : event.message;
  return !RECOVERED_BY_REACT.test(message);
}

/** The fatal-error island: catches uncaught errors of the page and replaces the app with the error screen. */
export function FatalError() {
  const fatal = useIslandStore($fatalError);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isFatalErrorEvent(event)) reportFatal(event.error ?? new Error(event.message));
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, []);
  useEffect(() => {
    if (fatal) document.title = t('error.uncaughtTitle');
  }, [fatal]);
  if (!fatal) return null;
  return (
    <div className="fatal-overlay">
      <ErrorScreenView
        title={t('error.uncaughtTitle')}
        description={t('error.description')}
        message={fatal.message}
        stack={fatal.stack}
        cause={fatal.cause}
        status={UNCAUGHT_STATUS}
        onTryAgain={resetToHome}
      />
    </div>
  );
}
