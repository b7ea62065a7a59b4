/**
 * Which component each side panel id opens, loaded through import() when it first opens. The account and login
 * panels arrive with the wallet and accounts work, borrow details with the withdraw wizard; until then their ids
 * have no entry, and opening one is reported and closed by the host.
 */
import type { PanelArgs } from '#stores/panel.ts';
import type { OverlayRegistry } from './OverlayHost.tsx';

/** Lazy side-panel components by id. */
export const PANEL_REGISTRY: OverlayRegistry<PanelArgs> = {
  login: () => import('#islands/wallet/LoginPanel.tsx').then((m) => m.LoginPanel),
  account: () => import('#islands/wallet/AccountPanel.tsx').then((m) => m.AccountPanel),
};
