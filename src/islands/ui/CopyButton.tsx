import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_CONFIRMATION_MS } from '#lib/domain/constants.ts';
import { t } from '#lib/i18n/index.ts';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';
import { CheckIcon, CopyIcon } from './Icons.tsx';
import './copy-button.css';

/** Props of a copy button: the exact text to copy, and what the button shows. */
export interface CopyButtonProps {
  /** Copied as is (e.g. the full address while the button shows a short one). */
  readonly text: string;
  /** Visible content before the icon, e.g. "0xab12…cd34"; without it the button is icon-only. */
  readonly children?: ReactNode;
  /** What pressing does, for screen readers (default "Copy"): "Copy address"; follows the visible text if any. */
  readonly 'aria-label'?: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly isDisabled?: boolean;
  /** Called after the text reached the clipboard. */
  readonly onCopy?: () => void;
}

/**
 * Copies text to the clipboard and confirms it for 1 s (SPEC 9): the icon turns into a tick, a "Copied" bubble
 * shows over the button without moving the layout, and screen readers hear "Copied".
 */
export function CopyButton({
  text,
  children,
  'aria-label': label = t('ui.copy'),
  variant = 'ghost',
  size = 'sm',
  isDisabled,
  onCopy,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    onCopy?.();
  };

  return (
    <span className="ui-copy" data-copied={copied || undefined}>
      {/* With visible text the name starts with it (axe label-content-name-mismatch), then says what pressing does. */}
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-label={children ? undefined : label}
        onPress={() => void copy()}
      >
        {children ? <span className="ui-copy-text num">{children}</span> : null}
        {copied ? <CheckIcon className="ui-copy-icon" /> : <CopyIcon className="ui-copy-icon" />}
        {children ? <span className="visually-hidden">{label}</span> : null}
      </Button>
      <span className="ui-copy-bubble" aria-hidden="true">
        {t('ui.copied')}
      </span>
      <span role="status" className="visually-hidden">
        {copied ? t('ui.copied') : ''}
      </span>
    </span>
  );
}
