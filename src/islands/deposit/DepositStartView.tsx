import { Button } from '#islands/ui/Button.tsx';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';
import './deposit.css';

/** The deposit routes the start step offers (SPEC 2: Wallet, Deposit address, Credit card). */
export type DepositRoute = 'wallet' | 'address' | 'card';

/** Whether a route can be taken: 'comingSoon' is the spec's disabled credit card. */
export type RouteAvailability = 'available' | 'comingSoon';

/** One start option as the view shows it. */
export interface DepositOption {
  readonly route: DepositRoute;
  readonly availability: RouteAvailability;
}

/** Props of the start step. */
export interface DepositStartViewProps {
  readonly options: readonly DepositOption[];
  /** A route was chosen (only available ones can be pressed). */
  readonly onChoose: (route: DepositRoute) => void;
}

const TEXT: Record<DepositRoute, { readonly label: FundsMessageKey; readonly description: FundsMessageKey }> = {
  wallet: { label: 'deposit.start.wallet', description: 'deposit.start.walletDescription' },
  address: { label: 'deposit.start.address', description: 'deposit.start.addressDescription' },
  card: { label: 'deposit.start.card', description: 'deposit.start.cardDescription' },
};

/**
 * The deposit wizard's first step: one button per route, label and badge on one line and the description wrapping
 * below, so a badge never covers text however narrow the modal; an unavailable route is disabled and says why.
 */
export function DepositStartView({ options, onChoose }: DepositStartViewProps) {
  return (
    <div className="deposit-start">
      <p className="deposit-prompt">{t('deposit.start.prompt')}</p>
      <ul className="deposit-options" role="list">
        {options.map(({ route, availability }) => (
          <li key={route}>
            <Button
              className="deposit-option"
              data-route={route}
              isDisabled={availability !== 'available'}
              onPress={() => onChoose(route)}
            >
              <RouteIcon route={route} />
              <span className="deposit-option-text">
                <span className="deposit-option-head">
                  <span className="deposit-option-label">{t(TEXT[route].label)}</span>
                  {availability === 'comingSoon' && (
                    <span className="deposit-badge">{t('deposit.start.comingSoon')}</span>
                  )}
                </span>
                <span className="deposit-option-description">{t(TEXT[route].description)}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small picture of each route: a wallet, a QR-like address, a card. */
function RouteIcon({ route }: { readonly route: DepositRoute }) {
  const paths: Record<DepositRoute, string> = {
    wallet: 'M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V7zm0 0 2-3h11v3M16 13.5h2',
    address: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2',
    card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  };
  return (
    <span className="deposit-option-icon" aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={paths[route]} strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </span>
  );
}
