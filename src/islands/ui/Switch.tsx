import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { Description } from './Field.tsx';
import './toggle.css';

/** Props of a switch: react-aria's (isSelected, onChange, isDisabled...) with its label as children. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className'> {
  /** The label; pressing it flips the switch. */
  readonly children: ReactNode;
  readonly description?: ReactNode;
  /** Put the label before the track (a settings row) instead of after it. */
  readonly labelFirst?: boolean;
  readonly className?: string;
}

/** An on/off switch that applies at once (RAC SwitchField), e.g. Withdraw's "Enable borrow". */
export function Switch({ children, description, labelFirst, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={className ? `ui-toggle-field ${className}` : 'ui-toggle-field'}>
      <SwitchButton className="ui-switch" data-label-first={labelFirst || undefined}>
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-knob" />
        </span>
        <span className="ui-toggle-label">{children}</span>
      </SwitchButton>
      {description ? <Description className="ui-toggle-help">{description}</Description> : null}
    </SwitchField>
  );
}
