/** English messages of the /earn screen (islands/earn), translated with `#lib/i18n/earn.ts`. */
export const enEarn = {
  'earn.markets.caption': 'Lending markets',
  'earn.markets.intro': 'Supply a token to earn its supply APR; borrow against your collateral at its borrow APR.',
  'earn.markets.empty': 'No token can be lent yet.',
  'earn.markets.failed': 'The lending markets could not be loaded.',
  'earn.col.token': 'Token',
  'earn.col.supplyApr': 'Supply APR',
  'earn.col.borrowApr': 'Borrow APR',
  'earn.col.utilization': 'Utilization',
  'earn.col.totalSupplied': 'Total supplied',
  'earn.col.totalBorrowed': 'Total borrowed',
  'earn.col.available': 'Available',
  'earn.col.collateralFactor': 'Collateral factor',
  'earn.col.yourSupplied': 'Your supplied',
  'earn.col.yourBorrowed': 'Your borrowed',
  'earn.borrowOff': 'Borrowing off',
} as const;
