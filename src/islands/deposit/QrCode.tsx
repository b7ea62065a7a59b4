import { useMemo } from 'react';
import { encodeQr, qrPath } from '#lib/qr/encode.ts';

/** Modules of light margin around the symbol, as the QR standard asks of readers' surroundings. */
const QUIET_ZONE = 4;

/** Props of a QR code: the text it carries and its accessible name. */
export interface QrCodeProps {
  readonly text: string;
  readonly 'aria-label': string;
  /** Rendered side in CSS pixels. */
  readonly size?: number;
}

/**
 * A QR code drawn as one SVG path (our own encoder, src/lib/qr): dark modules on a white square with its quiet
 * zone, crisp at any size, white in both themes because phone cameras read dark-on-light.
 */
export function QrCode({ text, 'aria-label': label, size = 176 }: QrCodeProps) {
  const code = useMemo(() => encodeQr(text), [text]);
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect className="qr-code-light" x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} />
      <path className="qr-code-dark" d={qrPath(code)} />
    </svg>
  );
}
