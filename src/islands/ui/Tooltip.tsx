import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import './tooltip.css';

/** Props of a tooltip: its text, the trigger (a focusable kit element such as Button), and where it shows. */
export interface TooltipProps {
  readonly content: ReactNode;
  /** One focusable element: a Button, or any element wrapped in RAC Focusable. */
  readonly children: ReactElement;
  readonly placement?: AriaTooltipProps['placement'];
  /** Hover delay before showing, ms; keyboard focus shows it at once (react-aria). */
  readonly delay?: number;
  readonly isDisabled?: boolean;
  /** Controlled open state (stories, guided tours). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short hint on hover or keyboard focus (RAC TooltipTrigger + Tooltip). Never the only place of information a
 * touch user needs: tooltips do not open on touch.
 */
export function Tooltip({ content, children, placement = 'top', delay = 400, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100} {...props}>
      {children}
      <AriaTooltip className="ui-tooltip" placement={placement} offset={8}>
        <OverlayArrow className="ui-tooltip-arrow">
          <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
