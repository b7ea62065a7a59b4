import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { CloseIcon } from './overlay-icons.tsx';
import { playOverlay, useReduceMotion } from './motion.ts';
import './overlay.css';

/**
 * The modal's resting transform, spelled with the same functions as the entering one: motion interpolates
 * 'translateY(12px) scale(0.98)' -> 'none' function by function against zeros, which left every modal at scale(0)
 * (invisible) whenever motion was not reduced.
 */
const RESTING = 'translateY(0px) scale(1)';

/** Which of the spec's widths a modal takes (tokens --size-modal-*). */
export type ModalSize = 'default' | 'deposit' | 'withdraw' | 'limitClose' | 'establish';

/** Props of a modal: RAC's controlled open state, a title, a width, and a pending flag. */
export interface ModalProps {
  readonly isOpen: boolean;
  /** Called with false when the backdrop, Escape or the close button asks to close. */
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name. */
  readonly title: ReactNode;
  readonly size?: ModalSize;
  /** An action runs: the modal cannot be dismissed and says it is busy (SPEC 4: loading while the action runs). */
  readonly isPending?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog over a blurred backdrop (RAC ModalOverlay + Modal + Dialog): closes on backdrop click and Escape,
 * traps focus and returns it to what opened it, and animates in and out with motion unless motion is reduced
 * (react-aria keeps it mounted until the exit animation ends).
 */
export function Modal({ isOpen, onOpenChange, title, size = 'default', isPending = false, children }: ModalProps) {
  const reduce = useReduceMotion();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="ui-modal-overlay"
      onEnter={(el) => playOverlay(el, { opacity: [0, 1] }, reduce)}
      onExit={(el) => playOverlay(el, { opacity: [1, 0] }, reduce)}
    >
      <AriaModal
        className="ui-modal"
        data-size={size}
        onEnter={(el) =>
          playOverlay(el, { opacity: [0, 1], transform: ['translateY(12px) scale(0.98)', RESTING] }, reduce)
        }
        onExit={(el) =>
          playOverlay(el, { opacity: [1, 0], transform: [RESTING, 'translateY(12px) scale(0.98)'] }, reduce)
        }
      >
        <Dialog className="ui-modal-dialog">
          <header className="ui-overlay-header">
            <Heading slot="title" className="ui-overlay-title">
              {title}
            </Heading>
            <Button slot="close" className="ui-overlay-close" aria-label={t('overlay.close')} isDisabled={isPending}>
              <CloseIcon />
            </Button>
          </header>
          <div className="ui-overlay-body" aria-busy={isPending || undefined}>
            {children}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
