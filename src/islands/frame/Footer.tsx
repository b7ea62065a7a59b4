import { useIslandStore } from '#islands/app/use-island-store.ts';
import { FooterView } from './FooterView.tsx';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { $latency, $siteStatus } from '#stores/latency.ts';
import { SUPPORT_URL, STATUS_URL } from '#lib/network/links.ts';

/** Footer container: status and latency from the sampler store. */
function FooterContainer() {
  const { status } = useIslandStore($siteStatus);
  const latency = useIslandStore($latency);
  return <FooterView status={status} latencyMs={latency} statusHref={STATUS_URL} supportHref={SUPPORT_URL} />;
}

/** The footer island. */
export const Footer = withErrorBoundary(FooterContainer);
