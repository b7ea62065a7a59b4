import { ErrorScreenView } from './ErrorScreenView.tsx';
import { t } from '#lib/i18n/index.ts';

/** Props of the server-rendered error page island. */
export interface ErrorScreenProps {
  readonly title: string;
  readonly message: string;
  readonly status?: number;
}

/** Error page island (500 page): Try again goes back to the home page. */
export function ErrorScreen({ title, message, status }: ErrorScreenProps) {
  return (
    <ErrorScreenView
      title={title}
      description={t('error.description')}
      message={message}
      status={status}
      onTryAgain={() => window.location.assign('/')}
    />
  );
}
