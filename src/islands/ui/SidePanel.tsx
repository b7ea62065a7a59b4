import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { ChevronRightIcon, CloseIcon } from './overlay-icons.tsx';
import { playOverlay, useReduceMotion } from './motion.ts';
import './overlay.css';

/**
 * The spec's side panels: the account panel (312 px plus a close strip), the login panel (320 px with a toggle
 * handle) and the borrow-details panel (420 px with a close icon).
 */
export type SidePanelVariant = 'account' | 'login' | 'borrow';

/** Props of a side panel: RAC's controlled open state, its variant and title. */
export interface SidePanelProps {
  readonly isOpen: boolean;
  /** Called with false when the backdrop, Escape or the panel's own close control asks to close. */
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly variant: SidePanelVariant;
  /** The panel's heading and accessible name. */
  readonly title: ReactNode;
  /** An action runs: the panel cannot be dismissed. */
  readonly isPending?: boolean;
  readonly children: ReactNode;
}

/** The close control each variant has: a full-height strip, a handle on the edge, or an icon in the header. */
function CloseControl({ variant, isPending }: { readonly variant: SidePanelVariant; readonly isPending: boolean }) {
  if (variant === 'account')
    return (
      <Button slot="close" className="ui-panel-strip" aria-label={t('overlay.closePanel')} isDisabled={isPending}>
        <ChevronRightIcon size={20} />
      </Button>
    );
  if (variant === 'login')
    return (
      <Button
        slot="close"
        className="ui-panel-handle"
        aria-label={t('overlay.hidePanel')}
        aria-expanded
        isDisabled={isPending}
      >
        <ChevronRightIcon />
      </Button>
    );
  return null;
}

/**
 * A panel that slides in from the right edge (RAC ModalOverlay + Modal + Dialog, like Modal): backdrop click and
 * Escape close it, focus is trapped inside and returned on close, and it slides out before it unmounts.
 */
export function SidePanel({ isOpen, onOpenChange, variant, title, isPending = false, children }: SidePanelProps) {
  const reduce = useReduceMotion();
  const slide = (from: string, to: string) => ({ transform: [from, to] });
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="ui-panel-overlay"
      onEnter={(el) => playOverlay(el, { opacity: [0, 1] }, reduce, '--duration-panel')}
      onExit={(el) => playOverlay(el, { opacity: [1, 0] }, reduce, '--duration-panel')}
    >
      <AriaModal
        className="ui-panel"
        data-variant={variant}
        onEnter={(el) => playOverlay(el, slide('translateX(100%)', 'none'), reduce, '--duration-panel')}
        onExit={(el) => playOverlay(el, slide('none', 'translateX(100%)'), reduce, '--duration-panel')}
      >
        <Dialog className="ui-panel-dialog">
          <CloseControl variant={variant} isPending={isPending} />
          <div className="ui-panel-sheet">
            <header className="ui-overlay-header">
              <Heading slot="title" className="ui-overlay-title">
                {title}
              </Heading>
              {variant === 'borrow' && (
                <Button
                  slot="close"
                  className="ui-overlay-close"
                  aria-label={t('overlay.close')}
                  isDisabled={isPending}
                >
                  <CloseIcon />
                </Button>
              )}
            </header>
            <div className="ui-overlay-body" aria-busy={isPending || undefined}>
              {children}
            </div>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
