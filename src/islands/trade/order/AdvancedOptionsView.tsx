import { Button } from '#islands/ui/Button.tsx';
import { Checkbox } from '#islands/ui/Checkbox.tsx';
import { ChevronDownIcon, InfoIcon } from '#islands/ui/Icons.tsx';
import { Tooltip } from '#islands/ui/Tooltip.tsx';
import { t, type AdvancedMessageKey } from '#lib/i18n/advanced.ts';

/** The execution options of an order. */
export interface AdvancedOptions {
  readonly postOnly: boolean;
  readonly ioc: boolean;
  readonly reduceOnly: boolean;
}

/** Props of the Advanced section. */
export interface AdvancedOptionsViewProps extends AdvancedOptions {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onChange: (patch: Partial<AdvancedOptions>) => void;
  /** Post-only and IOC apply to limit orders only. */
  readonly isLimit: boolean;
}

/** One option: its checkbox and an (i) whose tooltip says what it does in one line. */
function Option(props: {
  readonly label: AdvancedMessageKey;
  readonly hint: AdvancedMessageKey;
  readonly isSelected: boolean;
  readonly isDisabled?: boolean;
  readonly onChange: (value: boolean) => void;
}) {
  const label = t(props.label);
  return (
    <div className="order-option">
      <Checkbox isSelected={props.isSelected} isDisabled={props.isDisabled} onChange={props.onChange}>
        {label}
      </Checkbox>
      <Tooltip content={t(props.hint)} placement="left">
        <Button
          size="sm"
          variant="ghost"
          className="order-option-hint"
          aria-label={t('order.hintFor', { option: label })}
        >
          <InfoIcon aria-hidden="true" />
        </Button>
      </Tooltip>
    </div>
  );
}

/**
 * The order's Advanced section, folded by default: post-only (refused rather than crossing), IOC (the unfilled
 * rest is dropped; the two exclude each other) and reduce-only, each with a one-line tooltip.
 */
export function AdvancedOptionsView(props: AdvancedOptionsViewProps) {
  return (
    <div className="order-advanced" data-open={props.isOpen || undefined}>
      <Button
        size="sm"
        variant="ghost"
        className="order-advanced-toggle"
        aria-expanded={props.isOpen}
        onPress={() => props.onOpenChange(!props.isOpen)}
      >
        {t('order.advanced')}
        <ChevronDownIcon aria-hidden="true" className="order-advanced-chevron" />
      </Button>
      {props.isOpen ? (
        <div className="order-advanced-options">
          <Option
            label="order.postOnly"
            hint="order.postOnlyHint"
            isSelected={props.isLimit && props.postOnly}
            isDisabled={!props.isLimit}
            onChange={(postOnly) => props.onChange(postOnly ? { postOnly, ioc: false } : { postOnly })}
          />
          <Option
            label="order.ioc"
            hint="order.iocHint"
            isSelected={props.isLimit && props.ioc}
            isDisabled={!props.isLimit}
            onChange={(ioc) => props.onChange(ioc ? { ioc, postOnly: false } : { ioc })}
          />
          <Option
            label="order.reduceOnly"
            hint="order.reduceOnlyHint"
            isSelected={props.reduceOnly}
            onChange={(reduceOnly) => props.onChange({ reduceOnly })}
          />
        </div>
      ) : null}
    </div>
  );
}
