import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorScreenView } from './ErrorScreenView.tsx';
import { $fatalError, reportFatal, resetToHome } from '../../stores/fatal.ts';
import { t } from '../../lib/i18n/index.ts';

/** Status shown with an uncaught client exception. */
const UNCAUGHT_STATUS = 500;

/** The fatal-error island: catches uncaught errors of the page and replaces the app with the error screen. */
export function FatalError() {
  const fatal = useStore($fatalError);
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportFatal(event.error ?? new Error(event.message));
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
