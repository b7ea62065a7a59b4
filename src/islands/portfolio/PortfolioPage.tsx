import type { ReactNode } from 'react';
import { t } from '#lib/i18n/portfolio.ts';
import { Button } from '#islands/ui/Button.tsx';
import { ConnectPrompt } from '#islands/ui/ConnectPrompt.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';
import { PortfolioNav, type PortfolioPageHref } from '#islands/shared/PortfolioNav.tsx';
import './portfolio.css';

/** Props of a portfolio page's frame: its title, which page it is, optional actions beside the title. */
export interface PortfolioPageProps {
  readonly title: string;
  readonly current: PortfolioPageHref;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A portfolio page: its heading (with actions), the links to the other portfolio pages, then its content. */
export function PortfolioPage({ title, current, actions, children }: PortfolioPageProps) {
  return (
    <PageFrame titleId="portfolio-title" title={title} actions={actions} className="portfolio-page">
      <PortfolioNav current={current} />
      {children}
    </PageFrame>
  );
}

/** A portfolio page without a connected account: what it shows once one is, and the way to connect. */
export function PortfolioConnectView({
  title,
  current,
  onConnect,
  isConnecting,
}: {
  readonly title: string;
  readonly current: PortfolioPageHref;
  readonly onConnect: () => void;
  readonly isConnecting?: boolean;
}) {
  return (
    <PortfolioPage title={title} current={current}>
      <ConnectPrompt
        title={t('portfolio.connect.title')}
        description={t('portfolio.connect.description')}
        buttonLabel={t('portfolio.connect.button')}
        onConnect={onConnect}
        isConnecting={isConnecting}
      />
    </PortfolioPage>
  );
}

/** A load failure of a portfolio page or card: the notice and Try again. */
export function PortfolioError({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) {
  return (
    <div className="portfolio-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('portfolio.retry')}
        </Button>
      ) : null}
    </div>
  );
}
