import { PlainButton as Button } from '#islands/ui/PlainButton.tsx';
import { t } from '#lib/i18n/index.ts';
import type { SiteStatus } from '#lib/network/status.ts';
import { latencyColour } from '#lib/domain/constants.ts';
import './frame.css';

/** Props of the footer view. */
export interface FooterViewProps {
  readonly status: SiteStatus;
  /** Last measured round trip in ms, undefined until the first sample. */
  readonly latencyMs?: number;
  /** Where the status indicator links. */
  readonly statusHref: string;
  /** Support page opened by Help. */
  readonly supportHref: string;
}

/** Opens a link in a new tab without giving it a handle on this window. */
function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/** The app footer: status indicator with its link, latency with its colour, and Help. */
export function FooterView({ status, latencyMs, statusHref, supportHref }: FooterViewProps) {
  return (
    <footer className="frame-footer">
      <a className="frame-status" href={statusHref} data-status={status}>
        <span className="frame-status-dot" aria-hidden="true" />
        {t(`footer.status.${status}`)}
      </a>
      {latencyMs !== undefined && (
        <span className="frame-latency num" data-colour={latencyColour(latencyMs)}>
          <span className="visually-hidden">{t('footer.latencyLabel')} </span>
          {t('footer.latency', { ms: latencyMs })}
        </span>
      )}
      <span className="frame-footer-spacer" />
      <Button variant="ghost" size="sm" onPress={() => openInNewTab(supportHref)}>
        {t('footer.help')}
      </Button>
    </footer>
  );
}
