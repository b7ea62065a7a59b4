/** Positions, open orders, order history, fills and funding of the current account (placeholder). */
export function AccountTabs() {
  return <section className="account-tabs" aria-label="Account" />;
}
