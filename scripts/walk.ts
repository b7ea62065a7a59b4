/**
 * A person's walk through every flow of the app, at 1440x900, 1024x768 and 390x844, with a screenshot at each step
 * and a reload in the middle of each flow: connect (Google through the dev wallet's popup at the first width, the
 * injected Aptos wallet at the others) -> create account -> test faucet -> deposit -> limit, market, stop and TP/SL
 * orders -> close one, close all -> withdraw -> transfer, add / rename / switch sub-account, reload -> /earn supply
 * and borrow -> /vault deposit and withdraw -> /account/referrals -> /account/history with its CSV -> the portfolio
 * pages. Not a test (it is not in `npm test`): it is the look-at-it pass, repeated by the next person.
 *
 * `npm run build`, then under the port lock:
 *   flock /tmp/perps-playwright.lock npx node scripts/walk.ts [out-dir] [--widths=1440,1024,390] [--flows=connect,trade]
 * It starts the local network on a fresh data directory and stops it after. PNGs go to out-dir (default walk-shots/,
 * gitignored), named <width>-<nn>-<step>.png. It prints every page error and console error, every step whose
 * document scrolls sideways (or, on the trade screen from 1024 px up, at all), and every step that failed (the walk
 * goes on with the next flow); it exits 1 when any of these happened. Then open the PNGs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { Account } from '@aptos-labs/ts-sdk';
import { createAptos, fundAccount } from '#lib/chain/aptos-client.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { freshWalletSeed, installFakeWallets } from '#tests/e2e/harness/fake-wallets.ts';
import {
  approveInPopup,
  fillCreateAccount,
  freshSocialAccount,
  openLoginPanel,
  storedSession,
} from '#tests/e2e/harness/login-flow.ts';
import { clock, networkNow } from '#tests/e2e/harness/net.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const SITE = 'http://127.0.0.1:4321';
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = args.find((a) => !a.startsWith('--')) ?? 'walk-shots';
const WIDTHS = { 1440: 900, 1024: 768, 390: 844 } as const;
const widths = (option('widths') ?? '1440,1024,390').split(',').map(Number) as (keyof typeof WIDTHS)[];
const FLOWS = [
  'connect',
  'faucet',
  'deposit',
  'trade',
  'close',
  'withdraw',
  'subaccounts',
  'earn',
  'vault',
  'referrals',
  'history',
  'portfolio',
] as const;
type Flow = (typeof FLOWS)[number];
const flows = (option('flows')?.split(',') ?? FLOWS) as Flow[];
const aptos = createAptos('local');
const BTC_TICK = 1_000_000_000n;

/** Everything a person would call wrong that the walk can see by itself. */
const problems: string[] = [];

/** One width's walk: its page, the account it made, and its step counter. */
interface Walk {
  readonly width: number;
  readonly page: Page;
  step: number;
  flow: string;
  userId?: string;
  alias?: string;
  chainAddress?: string;
  viaGoogle: boolean;
  client?: ExchangeClient;
}

/** Screenshot of what the person sees now, plus the layout checks a glance would make. */
async function shot(walk: Walk, name: string): Promise<void> {
  walk.step += 1;
  const file = `${walk.width}-${String(walk.step).padStart(2, '0')}-${walk.flow}-${name}.png`;
  // let the step's animations and streamed data settle the way a person's eye waits
  await sleep(700);
  await walk.page.screenshot({ path: join(outDir, file) });
  const layout = await walk.page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    path: location.pathname,
  }));
  if (layout.scrollWidth > layout.innerWidth)
    problems.push(`${file}: the document scrolls sideways (${layout.scrollWidth} > ${layout.innerWidth} px)`);
  if (layout.path.startsWith('/futures/') && layout.innerWidth >= 1024 && layout.scrollHeight > layout.innerHeight)
    problems.push(`${file}: the trade screen's document scrolls (${layout.scrollHeight} > ${layout.innerHeight} px)`);
  console.log(`  ${file}`);
}

/** Reload in the middle of a flow, then the screenshot of what came back. */
async function reload(walk: Walk, name: string, ready: () => Locator): Promise<void> {
  await walk.page.reload();
  await ready().waitFor({ timeout: 20_000 });
  await shot(walk, `reload-${name}`);
}

const banner = (page: Page) => page.getByRole('banner');
const accountButton = (walk: Walk) =>
  banner(walk.page).getByRole('button', { name: new RegExp(`^${walk.alias ?? '\\w+'}\\b`) });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const phone = (walk: Walk) => walk.width < 850;

/** Opens the account panel (the phone's home of the money buttons). */
async function accountPanel(walk: Walk): Promise<Locator> {
  await accountButton(walk).first().click();
  const panel = dialog(walk.page, 'Account');
  await panel.waitFor();
  return panel;
}

/** Presses a money action: the header's button from 850 px, else the account panel's. */
async function moneyAction(walk: Walk, header: string, panelName = header): Promise<void> {
  if (!phone(walk)) await banner(walk.page).getByRole('button', { name: header, exact: true }).click();
  else await (await accountPanel(walk)).getByRole('button', { name: panelName, exact: true }).click();
}

/** The best bid and ask on the exchange now, in ticks. */
async function touch(walk: Walk): Promise<{ bid: bigint; ask: bigint }> {
  const { data } = await walk.client!.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  return {
    bid: parseDecimal(data.bids[0]!.price, PRICE_DECIMALS) / BTC_TICK,
    ask: parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK,
  };
}

/** What shows once the trade screen is live: the book from 1024 px, the Buy / Sell bar on a phone (book behind a tab). */
const tradeReady = (walk: Walk) =>
  phone(walk)
    ? walk.page.getByRole('button', { name: 'Buy / Long' })
    : walk.page.getByRole('option', { name: /^Bid / }).first();

/** The order form (in the sheet on a phone, opened with the side's button). */
async function orderForm(walk: Walk, side: 'Buy' | 'Sell'): Promise<Locator> {
  const page = walk.page;
  if (phone(walk)) {
    const sheet = dialog(page, 'Place an order');
    if (!(await sheet.isVisible())) {
      await page.getByRole('button', { name: side === 'Buy' ? 'Buy / Long' : 'Sell / Short' }).click();
      await sheet.waitFor();
    }
    return sheet.getByRole('form', { name: 'Place an order' }).or(sheet).first();
  }
  return page.getByRole('form', { name: 'Place an order' });
}

const FLOW_STEPS: Record<Flow, (walk: Walk) => Promise<void>> = {
  async connect(walk) {
    const page = walk.page;
    walk.alias = `walk${walk.width}${Date.now().toString(36).slice(-4)}`;
    await page.goto('/');
    await shot(walk, 'home-signed-out');
    if (walk.viaGoogle) {
      const { address } = await freshSocialAccount('google');
      walk.chainAddress = address;
      const panel = await openLoginPanel(page);
      await shot(walk, 'login-panel');
      await approveInPopup(page, () => panel.getByRole('button', { name: 'Continue with Google' }).click());
    } else {
      const spec = { name: 'Walk Aptos', kind: 'aptos' as const, seed: freshWalletSeed() };
      const wallets = await installFakeWallets(page, [spec]);
      walk.chainAddress = wallets.identity(spec.name).address;
      await page.reload();
      const panel = await openLoginPanel(page);
      await shot(walk, 'login-panel');
      await panel.getByRole('button', { name: 'Connect wallet' }).click();
      await shot(walk, 'wallet-list');
      await panel.getByRole('button', { name: new RegExp(`^${spec.name}`) }).click();
    }
    const create = await fillCreateAccount(page, walk.alias);
    await shot(walk, 'create-account');
    if (walk.viaGoogle) await approveInPopup(page, () => create.click());
    else await create.click();
    await accountButton(walk).waitFor({ timeout: 20_000 });
    await shot(walk, 'signed-in');
    await reload(walk, 'signed-in', () => accountButton(walk));
    const { userId, sessionKey } = await storedSession(page);
    walk.userId = userId;
    await clock();
    walk.client = new ExchangeClient({
      baseUrl: NETWORKS.local.exchange,
      sessionKey: () => sessionKey,
      now: networkNow,
    });
    await (await accountPanel(walk)).waitFor();
    await shot(walk, 'account-panel');
    await page.keyboard.press('Escape');
  },

  async faucet(walk) {
    const page = walk.page;
    await moneyAction(walk, 'Faucet', 'Test faucet');
    const progress = page.getByRole('region', { name: 'Test faucet' });
    await progress.waitFor();
    await shot(walk, 'progress');
    await reload(walk, 'during', () => accountButton(walk));
    await progress
      .getByText('Credited')
      .nth(2)
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await shot(walk, 'credited');
    const close = progress.getByRole('button', { name: 'Close faucet progress' });
    if (await close.isVisible()) await close.click();
  },

  async deposit(walk) {
    const page = walk.page;
    await fundAccount(aptos, walk.chainAddress!, 200_000_000n);
    await moneyAction(walk, 'Deposit');
    const modal = dialog(page, 'Deposit');
    await modal.waitFor();
    await shot(walk, 'modal');
    await modal.getByRole('button', { name: /^Wallet/ }).click();
    await modal.getByRole('button', { name: /Token/ }).click();
    await page.getByRole('option', { name: /^APT/ }).click();
    await modal.getByText(/Wallet balance 2 APT/).waitFor({ timeout: 15_000 });
    await modal.getByRole('textbox', { name: 'Amount' }).fill('0.5');
    await shot(walk, 'filled');
    const press = () => modal.getByRole('button', { name: 'Deposit', exact: true }).click();
    if (walk.viaGoogle) await approveInPopup(page, press);
    else await press();
    await page.getByText('Deposit confirmed').waitFor({ timeout: 20_000 });
    await shot(walk, 'confirmed');
    await reload(walk, 'after', () => accountButton(walk));
  },

  async trade(walk) {
    const page = walk.page;
    await page.goto('/futures/BTC-PERP');
    await tradeReady(walk).waitFor({ timeout: 20_000 });
    await shot(walk, 'screen');
    // a resting limit buy 40 ticks under the best bid
    const { bid } = await touch(walk);
    let form = await orderForm(walk, 'Buy');
    await form.getByRole('radio', { name: 'Limit', exact: true }).click();
    await form.getByRole('textbox', { name: 'Price' }).fill(String(bid - 40n));
    await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
    await shot(walk, 'limit-filled');
    await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
    await page.getByText('Order placed').first().waitFor();
    await shot(walk, 'limit-placed');
    if (phone(walk)) await page.keyboard.press('Escape');
    await reload(walk, 'limit', () => tradeReady(walk));
    await page.getByRole('tab', { name: /Open orders/ }).click();
    await shot(walk, 'open-orders');
    // a market buy of 0.02
    form = await orderForm(walk, 'Buy');
    await form.getByRole('radio', { name: 'Market', exact: true }).click();
    await form.getByRole('textbox', { name: 'Size' }).fill('0.02');
    await shot(walk, 'market-filled');
    await form.getByRole('button', { name: 'Buy BTC-PERP' }).click();
    await page.getByText('Order filled').first().waitFor();
    await shot(walk, 'market-done');
    if (phone(walk) && (await dialog(page, 'Place an order').isVisible())) await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Positions/ }).click();
    await shot(walk, 'positions');
    // a sell stop-market 1,000 under the best bid
    form = await orderForm(walk, 'Sell');
    await form.getByRole('radio', { name: /Sell/ }).first().click();
    const stopChoice = form.getByRole('radio', { name: 'Stop market' });
    if (!(await stopChoice.isVisible())) await form.getByRole('button', { name: /Stop|More order types/ }).click();
    await form.getByRole('radio', { name: 'Stop market' }).click();
    await form.getByRole('textbox', { name: 'Trigger price' }).fill(String(bid - 1_000n));
    await form.getByRole('textbox', { name: 'Size' }).fill('0.01');
    await shot(walk, 'stop-filled');
    await form.getByRole('button', { name: /Place sell stop/ }).click();
    await page.getByText('Stop order placed').first().waitFor();
    await shot(walk, 'stop-placed');
    if (phone(walk) && (await dialog(page, 'Place an order').isVisible())) await page.keyboard.press('Escape');
    // TP/SL of the position
    await page.getByRole('tab', { name: /Positions/ }).click();
    await page.getByRole('button', { name: 'TP/SL of BTC-PERP' }).click();
    const tpsl = dialog(page, 'TP/SL for BTC-PERP');
    await tpsl.getByRole('textbox', { name: 'Take profit (USD)' }).fill(String(bid + 2_000n));
    await tpsl.getByRole('textbox', { name: 'Stop loss (USD)' }).fill(String(bid - 1_500n));
    await shot(walk, 'tpsl-filled');
    await tpsl.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('TP/SL set').first().waitFor();
    await shot(walk, 'tpsl-set');
    await reload(walk, 'positions', () => tradeReady(walk));
    await page.getByRole('tab', { name: /Open orders/ }).click();
    await shot(walk, 'open-orders-after');
    await page.getByRole('tab', { name: 'Order history' }).click();
    await shot(walk, 'order-history');
  },

  async close(walk) {
    const page = walk.page;
    if (!page.url().includes('/futures/')) await page.goto('/futures/BTC-PERP');
    // a second position, on ETH, through the API: Close all then has two
    const { data } = await walk.client!.getPerpOrderBookData({ market: 'ETH-PERP', depth: 1 });
    const ethAsk = parseDecimal(data.asks[0]!.price, PRICE_DECIMALS);
    const ETH_TICK = 100_000_000n;
    await walk.client!.placePerpMarketOrder({
      userId: walk.userId!,
      market: 'ETH-PERP',
      side: 'Bid',
      price: formatDecimal(((ethAsk * 105n) / 100n / ETH_TICK) * ETH_TICK, PRICE_DECIMALS),
      size: '10000000',
    });
    await page.getByRole('tab', { name: /Positions/ }).click();
    await shot(walk, 'two-positions');
    // close half of BTC at market
    await page
      .getByRole('grid', { name: 'Open positions' })
      .getByRole('button', { name: 'Market', exact: true })
      .first()
      .click();
    const marketClose = dialog(page, /^Market close/);
    await marketClose.waitFor();
    await shot(walk, 'market-close');
    await marketClose.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText(/Position closed/)
      .first()
      .waitFor();
    await shot(walk, 'closed-one');
    await reload(walk, 'closed-one', () => tradeReady(walk));
    await page.getByRole('tab', { name: /Positions/ }).click();
    await page.getByRole('button', { name: 'Close all' }).click();
    const all = dialog(page, 'Close all positions');
    await all.waitFor();
    await shot(walk, 'close-all');
    await all.getByRole('button', { name: /^Close \d+ position/ }).click();
    await page.getByText('No open positions.').first().waitFor({ timeout: 15_000 });
    await shot(walk, 'closed-all');
  },

  async withdraw(walk) {
    const page = walk.page;
    await page.goto('/');
    await accountButton(walk).waitFor();
    await moneyAction(walk, 'Withdraw');
    const modal = dialog(page, 'Withdraw');
    await modal.waitFor();
    await shot(walk, 'modal');
    await modal
      .getByRole('textbox', { name: 'Withdraw address' })
      .fill(Account.generate().accountAddress.toStringLong());
    await modal.getByRole('textbox', { name: 'Amount' }).fill('100');
    await shot(walk, 'filled');
    await modal.getByRole('textbox', { name: 'Amount' }).fill('99999999');
    await shot(walk, 'too-much');
    await modal.getByRole('textbox', { name: 'Amount' }).fill('100');
    await modal.getByRole('button', { name: 'Confirm withdraw' }).click();
    await page.getByText('Withdrawal sent').first().waitFor({ timeout: 20_000 });
    await shot(walk, 'sent');
    await reload(walk, 'after', () => accountButton(walk));
  },

  async subaccounts(walk) {
    const page = walk.page;
    await page.goto('/account/accounts');
    const table = page.getByRole('grid', { name: 'Your accounts' });
    await table.waitFor({ timeout: 20_000 });
    await shot(walk, 'page');
    await page.getByRole('button', { name: 'Add account' }).click();
    const add = dialog(page, 'Add account');
    await add.getByRole('textbox', { name: 'Alias' }).fill('Scalping');
    await add.getByRole('textbox', { name: 'Amount (optional)' }).fill('25');
    await shot(walk, 'add');
    await add.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Account created').first().waitFor();
    await shot(walk, 'added');
    const row = (alias: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${alias}`) }) });
    await row('Scalping').getByRole('button', { name: 'Rename Scalping' }).click();
    const edit = dialog(page, 'Edit account');
    await edit.getByRole('textbox', { name: 'New alias' }).fill('Hedge');
    await shot(walk, 'rename');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Account renamed').first().waitFor();
    await row(walk.alias!)
      .getByRole('button', { name: `Transfer from ${walk.alias}` })
      .click();
    const transfer = dialog(page, 'Transfer funds');
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('10.5');
    await shot(walk, 'transfer');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('Transfer complete').first().waitFor();
    await shot(walk, 'transferred');
    await row('Hedge').getByRole('button', { name: 'Switch to Hedge' }).click();
    await banner(page)
      .getByRole('button', { name: /^Hedge\b/ })
      .waitFor();
    await shot(walk, 'switched');
    await reload(walk, 'switched', () => banner(page).getByRole('button', { name: /^Hedge\b/ }));
    await page.goto('/futures/BTC-PERP');
    await banner(page)
      .getByRole('button', { name: /^Hedge\b/ })
      .waitFor({ timeout: 20_000 });
    await tradeReady(walk).waitFor({ timeout: 20_000 });
    await shot(walk, 'trade-as-hedge');
    // back to the main account for the flows after
    await page.goto('/account/accounts');
    await row(walk.alias!)
      .getByRole('button', { name: `Switch to ${walk.alias}` })
      .click();
    await accountButton(walk).waitFor();
  },

  async earn(walk) {
    const page = walk.page;
    await page.goto('/earn');
    const markets = page.getByRole('grid', { name: 'Lending markets' });
    await markets.waitFor({ timeout: 20_000 });
    await shot(walk, 'page');
    const row = (ticker: string) =>
      markets.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ticker}`) }) });
    await row('USDC').getByRole('rowheader').click();
    await shot(walk, 'detail');
    await page.getByRole('button', { name: 'Supply USDC' }).click();
    const supply = dialog(page, 'Supply USDC');
    await supply.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await shot(walk, 'supply');
    await supply.getByRole('button', { name: 'Supply', exact: true }).click();
    await supply.waitFor({ state: 'hidden', timeout: 15_000 });
    await shot(walk, 'supplied');
    await reload(walk, 'supplied', () => markets);
    await row('SOL').getByRole('rowheader').click();
    await page.getByRole('button', { name: 'Borrow SOL' }).click();
    const borrow = dialog(page, 'Borrow SOL');
    await borrow.getByRole('textbox', { name: 'Amount' }).fill('1');
    await shot(walk, 'borrow');
    await borrow.getByRole('button', { name: 'Borrow', exact: true }).click();
    await borrow.waitFor({ state: 'hidden', timeout: 15_000 });
    await shot(walk, 'borrowed');
  },

  async vault(walk) {
    const page = walk.page;
    await page.goto('/vault');
    await shot(walk, 'loading');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () => !(document.querySelector('input[aria-label="Amount"], input[name="amount"]') as HTMLInputElement)?.disabled,
      undefined,
      { timeout: 20_000 },
    );
    await shot(walk, 'page');
    await amount.fill('500');
    await page.getByRole('button', { name: 'Review' }).click();
    await shot(walk, 'review');
    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    await page.getByText('Deposited into the vault').first().waitFor();
    await shot(walk, 'deposited');
    await reload(walk, 'deposited', () => page.getByRole('textbox', { name: 'Amount' }));
    await page.getByRole('radio', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Max' }).click();
    await page.getByRole('button', { name: 'Review' }).click();
    await shot(walk, 'withdraw-review');
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page.getByText('Withdrawn from the vault').first().waitFor();
    await shot(walk, 'withdrawn');
  },

  async referrals(walk) {
    const page = walk.page;
    await page.goto('/account/referrals');
    await shot(walk, 'loading');
    await page.getByTestId('referral-link').waitFor({ timeout: 20_000 });
    await shot(walk, 'page');
    await reload(walk, 'page', () => page.getByTestId('referral-link'));
  },

  async history(walk) {
    const page = walk.page;
    await page.goto('/account/history');
    await shot(walk, 'loading');
    await page.getByRole('tab').first().waitFor({ timeout: 20_000 });
    const tabs = await page.getByRole('tab').allInnerTexts();
    for (const [i, tab] of tabs.entries()) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await sleep(500);
      await shot(walk, `tab-${tab.replace(/\W+/g, '-').toLowerCase()}`);
      if (i === 2) await reload(walk, 'tab', () => page.getByRole('tab').first());
    }
    // the CSV of the fills (an empty tab has nothing to export)
    await page.getByRole('tab', { name: tabs[0]!, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV of the whole filtered list' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    console.log(
      `  CSV ${download.suggestedFilename()}: ${text.split('\r\n').length - 2} rows; ${text.split('\r\n')[0]}`,
    );
  },

  async portfolio(walk) {
    const page = walk.page;
    for (const path of ['/account', '/account/balance', '/account/positions', '/account/orders', '/account/fees']) {
      await page.goto(path);
      await shot(walk, `${path.slice(1).replace('/', '-')}-early`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await sleep(1500);
      await shot(walk, path.slice(1).replace('/', '-'));
      if (path === '/account/balance') await reload(walk, 'balance', () => page.getByRole('main'));
    }
  },
};

async function walkOneWidth(browser: Browser, width: keyof typeof WIDTHS, viaGoogle: boolean): Promise<void> {
  const context = await browser.newContext({
    viewport: { width, height: WIDTHS[width] },
    baseURL: SITE,
    timezoneId: 'UTC',
    locale: 'en-US',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const walk: Walk = { width, page, step: 0, flow: 'start', viaGoogle };
  const watch = (p: Page) => {
    p.on('pageerror', (error) => problems.push(`${width} ${walk.flow} page error on ${p.url()}: ${error.message}`));
    p.on('console', (message) => {
      if (message.type() === 'error')
        problems.push(`${width} ${walk.flow} console error on ${p.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  console.log(`${width}x${WIDTHS[width]}`);
  for (const flow of flows) {
    walk.flow = flow;
    try {
      if (flow !== 'connect' && walk.userId === undefined) throw new Error('not signed in');
      await FLOW_STEPS[flow](walk);
    } catch (error) {
      await shot(walk, 'FAILED').catch(() => undefined);
      problems.push(`${width} ${flow} failed: ${(error as Error).message.split('\n')[0]}`);
      // close whatever the failure left open before the next flow
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  }
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ['scripts/start.ts', '--fresh', '--no-build'], { stdio: 'ignore' });
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(SITE).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240) throw new Error('the site did not start');
    await sleep(500);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const [i, width] of widths.entries()) await walkOneWidth(browser, width, i % 2 === 0);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
console.log(problems.length === 0 ? 'no problems seen' : `${problems.length} problems:\n${problems.join('\n')}`);
process.exitCode = problems.length === 0 ? 0 : 1;
