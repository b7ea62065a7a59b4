import { t } from '#lib/i18n/portfolio.ts';
import './portfolio-nav.css';

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

/**
 * The links between the portfolio pages, the current one marked: on every one of them (the overview, balance and
 * fees pages had it, positions, orders and history did not, so a trader there had no way back but the header).
 */
export function PortfolioNav({ current }: { readonly current: PortfolioPageHref }) {
  return (
    <nav className="portfolio-nav" aria-label={t('portfolio.nav')}>
      {PAGES.map((page) => (
        <a key={page.href} href={page.href} aria-current={page.href === current ? 'page' : undefined}>
          {t(page.label)}
        </a>
      ))}
    </nav>
  );
}
