import { useMemo } from 'react';
import { encodeQr, qrPath } from '#lib/qr/encode.ts';

/** Light modules around the symbol, as readers need. */
const QUIET_ZONE = 4;

/** A QR code of the referral link (our encoder, src/lib/qr), dark on white in both themes so cameras read it. */
export function ReferralQr({ text, label, size = 144 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => encodeQr(text), [text]);
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      className="referral-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect fill="var(--color-qr-light)" x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} />
      <path fill="var(--color-qr-dark)" d={qrPath(code)} />
    </svg>
  );
}
