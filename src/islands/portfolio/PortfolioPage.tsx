import type { ReactNode } from 'react';
import { t } from '#lib/i18n/portfolio.ts';
import { Button } from '#islands/ui/Button.tsx';
import { ConnectPrompt } from '#islands/ui/ConnectPrompt.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';
import './portfolio.css';

/** The portfolio pages, in the order the sub-navigation lists them. */
const PAGES = [
  { href: '/account', label: 'portfolio.nav.overview' },
  { href: '/account/balance', label: 'portfolio.nav.balance' },
  { href: '/account/positions', label: 'portfolio.nav.positions' },
  { href: '/account/orders', label: 'portfolio.nav.orders' },
  { href: '/account/history', label: 'portfolio.nav.history' },
  { href: '/account/fees', label: 'portfolio.nav.fees' },
] as const;

/** Which portfolio page a path is (the catch-all /account/* is the overview). */
export type PortfolioPageHref = (typeof PAGES)[number]['href'];

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
      <nav className="portfolio-nav" aria-label={t('portfolio.nav')}>
        {PAGES.map((page) => (
          <a key={page.href} href={page.href} aria-current={page.href === current ? 'page' : undefined}>
            {t(page.label)}
          </a>
        ))}
      </nav>
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
