import { t } from '#lib/i18n/index.ts';
import './overlay.css';

/**
 * What an overlay host shows while an overlay's code loads: it blocks the page at once (no colour, so the real
 * backdrop's fade is not doubled) and shows a spinner only if loading takes long enough to notice. A file of its
 * own: the hosts are on every page, while the Modal primitive's code should arrive with the first modal.
 */
export function OverlayLoading() {
  return (
    <div className="ui-overlay-loading" role="status" aria-label={t('overlay.loading')}>
      <span className="ui-overlay-spinner" aria-hidden="true" />
    </div>
  );
}
