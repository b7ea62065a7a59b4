import { PlainButton as Button } from '#islands/ui/PlainButton.tsx';
import { t } from '#lib/i18n/index.ts';
import './frame.css';

/** Props of the error screen. */
export interface ErrorScreenViewProps {
  readonly title: string;
  readonly description: string;
  readonly message: string;
  readonly stack?: string;
  readonly cause?: string;
  /** HTTP-like status, 500 for an uncaught client exception. */
  readonly status?: number;
  readonly onTryAgain: () => void;
}

/** Fallback screen for an error: title, description, message, optional stack and cause, and Try again. */
export function ErrorScreenView(props: ErrorScreenViewProps) {
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{props.title}</h1>
      {props.status !== undefined && <p className="error-status num">{t('error.status', { status: props.status })}</p>}
      <p>{props.description}</p>
      <h2>{t('error.message')}</h2>
      <pre className="error-pre">{props.message}</pre>
      {props.stack && (
        <details>
          <summary>{t('error.stack')}</summary>
          <pre className="error-pre">{props.stack}</pre>
        </details>
      )}
      {props.cause && (
        <>
          <h2>{t('error.cause')}</h2>
          <pre className="error-pre">{props.cause}</pre>
        </>
      )}
      <Button variant="primary" onPress={props.onTryAgain}>
        {t('error.tryAgain')}
      </Button>
    </section>
  );
}
