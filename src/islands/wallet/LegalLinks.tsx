import type { MouseEvent } from 'react';
import { t } from '#lib/i18n/accounts.ts';

/** SPEC 2: the terms and privacy links are shown but lead nowhere yet. */
const stay = (event: MouseEvent) => event.preventDefault();

/** "By continuing you agree to the Terms of use and the Privacy policy", both links inert per the spec. */
export function LegalLinks() {
  const [before, middle, after] = t('login.legal').split(/\{terms\}|\{privacy\}/);
  return (
    <p className="wallet-legal">
      {before}
      <a href="#terms" onClick={stay}>
        {t('login.terms')}
      </a>
      {middle}
      <a href="#privacy" onClick={stay}>
        {t('login.privacy')}
      </a>
      {after}
    </p>
  );
}
