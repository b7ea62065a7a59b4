import type { ReactNode } from 'react';
import { PlainButton as Button } from '#islands/ui/PlainButton.tsx';
import { DropdownItem, DropdownMenu } from '#islands/ui/Menu.tsx';
import { t } from '#lib/i18n/index.ts';
import { AccountControl, type HeaderAccount } from './AccountControl.tsx';
import { activeSection, type NavSection } from './nav.ts';
import './frame.css';

/** Props of the header view; the container supplies them from stores. */
export interface HeaderViewProps {
  /** Current location path, for highlighting. */
  readonly path: string;
  /** Where Trade leads (the current market's page). */
  readonly tradeHref: string;
  /** Vault APR in percent, already formatted: the 30-day APR /vault shows. */
  readonly vaultApr: string;
  /** Window wider than the 850 px breakpoint: Faucet and Deposit show only then. */
  readonly isWide: boolean;
  /** The favourite-markets ticker, when the container decides it shows. */
  readonly ticker?: ReactNode;
  readonly isFaucetPending?: boolean;
  readonly onSettings: () => void;
  readonly onNotifications: () => void;
  readonly onFaucet: () => void;
  readonly onDeposit: () => void;
  /** Opens Withdraw; given only while an account is connected (there is nothing to withdraw otherwise). */
  readonly onWithdraw?: () => void;
  /** The account control: Connect, connecting, or the connected account. */
  readonly account: HeaderAccount;
  /** Opens the login panel (not connected) or the account panel. */
  readonly onAccount: () => void;
}

const LINKS: ReadonlyArray<{ section: NavSection; label: Parameters<typeof t>[0]; href?: string }> = [
  { section: 'trade', label: 'nav.trade' },
  { section: 'earn', label: 'nav.earn', href: '/earn' },
  { section: 'vault', label: 'nav.vault', href: '/vault' },
  { section: 'account', label: 'nav.account', href: '/account' },
];

/**
 * The app header: navigation (collapsed into a Menu at 850 px and below, where the links do not fit), vault APR
 * badge, More menu (Sub-accounts, Referral; Rewards stays out until it is built rather than leading to the home
 * page), ticker, the action buttons and the account control.
 */
export function HeaderView(props: HeaderViewProps) {
  const active = activeSection(props.path);
  return (
    <header className="frame-header">
      <a className="frame-logo" href="/">
        {t('app.name')}
      </a>
      <div className="frame-nav-menu">
        <DropdownMenu label={<MenuIcon />} aria-label={t('nav.menu')} placement="bottom start">
          {LINKS.map((link) => (
            <DropdownItem key={link.section} href={link.href ?? props.tradeHref}>
              {t(link.label)}
            </DropdownItem>
          ))}
          <DropdownItem href="/account/accounts">{t('nav.subAccounts')}</DropdownItem>
          <DropdownItem href="/account/balance">{t('nav.balances')}</DropdownItem>
          <DropdownItem href="/account/fees">{t('nav.fees')}</DropdownItem>
          <DropdownItem href="/account/referrals">{t('nav.referral')}</DropdownItem>
        </DropdownMenu>
      </div>
      <nav aria-label={t('nav.main')} className="frame-nav">
        {LINKS.map((link) => (
          <a
            key={link.section}
            href={link.href ?? props.tradeHref}
            className="frame-nav-link"
            data-active={active === link.section || undefined}
            aria-current={active === link.section ? 'page' : undefined}
          >
            {t(link.label)}
            {link.section === 'vault' && (
              <span className="frame-badge num" data-loss={props.vaultApr.startsWith('-') || undefined}>
                {t('header.vaultApr', { apr: props.vaultApr })}
              </span>
            )}
          </a>
        ))}
        <DropdownMenu label={t('nav.more')}>
          <DropdownItem href="/account/accounts">{t('nav.subAccounts')}</DropdownItem>
          <DropdownItem href="/account/balance">{t('nav.balances')}</DropdownItem>
          <DropdownItem href="/account/fees">{t('nav.fees')}</DropdownItem>
          <DropdownItem href="/account/referrals">{t('nav.referral')}</DropdownItem>
        </DropdownMenu>
      </nav>
      <div className="frame-ticker-slot">{props.ticker}</div>
      <div className="frame-actions">
        {props.isWide && (
          <>
            <Button onPress={props.onFaucet} isPending={props.isFaucetPending}>
              {t('header.faucet')}
            </Button>
            <Button variant="primary" onPress={props.onDeposit}>
              {t('header.deposit')}
            </Button>
            {props.onWithdraw && <Button onPress={props.onWithdraw}>{t('header.withdraw')}</Button>}
          </>
        )}
        <Button variant="ghost" aria-label={t('header.settings')} onPress={props.onSettings}>
          <GearIcon />
        </Button>
        <Button variant="ghost" aria-label={t('header.notifications')} onPress={props.onNotifications}>
          <BellIcon />
        </Button>
        <AccountControl account={props.account} onPress={props.onAccount} />
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

function GearIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9h.1a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

function BellIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
