import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { SLIDER_MARKS } from '#lib/domain/constants.ts';
import { t } from '#lib/i18n/index.ts';
import { Label } from './Field.tsx';
import './slider.css';

/** What a slider's value counts: whole percent (0..100) or basis points (0..10000, percent to 2 decimals). */
export type SliderScale = 'percent' | 'bps';

/** Props of a share slider. The caller turns the value into an exact amount with the domain's amountAtBps. */
export interface SliderProps {
  /** An integer: percent (default) or basis points, per `scale`. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Called when a drag or key press ends, with the final value. */
  readonly onChangeEnd?: (value: number) => void;
  readonly scale?: SliderScale;
  /** Marks in whole percent, pressable below the track (SPEC 9: 25, 50, 75, 100). */
  readonly marks?: readonly number[];
  readonly label?: ReactNode;
  readonly 'aria-label'?: string;
  readonly isDisabled?: boolean;
  /** Show the value at the end of the label row (default true). */
  readonly showValue?: boolean;
  readonly className?: string;
}

const UNITS_PER_PERCENT: Record<SliderScale, number> = { percent: 1, bps: 100 };

/** How the value reads, on screen and to screen readers, in the user's locale: "50%", "33.33 %" (de-DE). */
const FORMAT: Record<SliderScale, Intl.NumberFormatOptions> = {
  percent: { style: 'unit', unit: 'percent', maximumFractionDigits: 0 },
  bps: { style: 'unit', unit: 'percent', maximumFractionDigits: 2 },
};

/**
 * A 0-100 % slider (RAC Slider) with pressable marks. Keys: arrows step by one unit, Page Up/Down by a tenth, Home
 * and End jump to the ends. The value in and out is an integer (percent or basis points), so an amount computed
 * from it with amountAtBps is exact.
 */
export function Slider({
  value,
  onChange,
  onChangeEnd,
  scale = 'percent',
  marks = SLIDER_MARKS,
  label,
  'aria-label': ariaLabel,
  isDisabled,
  showValue = true,
  className,
}: SliderProps) {
  const unit = UNITS_PER_PERCENT[scale];
  // react-aria works in percent (basis points become 0.01 steps, for its value text); the caller sees integers
  // only: k / 100 * 100 rounds back to k exactly for every k in 0..10000.
  const toOuter = (percent: number) => Math.round(percent * unit);
  const points = [0, ...marks];
  return (
    <AriaSlider
      value={value / unit}
      onChange={(percent) => onChange(toOuter(percent))}
      onChangeEnd={onChangeEnd ? (percent) => onChangeEnd(toOuter(percent)) : undefined}
      minValue={0}
      maxValue={100}
      step={1 / unit}
      formatOptions={FORMAT[scale]}
      isDisabled={isDisabled}
      aria-label={ariaLabel}
      className={className ? `ui-slider ${className}` : 'ui-slider'}
    >
      {label || showValue ? (
        <div className="ui-slider-head">
          {label ? <Label>{label}</Label> : <span />}
          {showValue ? <SliderOutput className="ui-slider-output" /> : null}
        </div>
      ) : null}
      <SliderTrack className="ui-slider-track">
        <div className="ui-slider-rail" />
        <SliderFill className="ui-slider-fill" />
        {points.map((mark) => (
          <span
            key={mark}
            className="ui-slider-dot"
            data-reached={value >= mark * unit || undefined}
            style={{ left: `${mark}%` }}
          />
        ))}
        <SliderThumb className="ui-slider-thumb" />
      </SliderTrack>
      <div className="ui-slider-marks">
        {marks.map((mark) => (
          <AriaButton
            key={mark}
            className="ui-slider-mark"
            style={{ left: `${mark}%` }}
            data-active={value === mark * unit || undefined}
            data-edge={mark === 100 ? 'end' : undefined}
            isDisabled={isDisabled}
            excludeFromTabOrder
            aria-label={t('ui.slider.mark', { percent: `${mark}%` })}
            onPress={() => {
              onChange(mark * unit);
              onChangeEnd?.(mark * unit);
            }}
          >
            {mark}%
          </AriaButton>
        ))}
      </div>
    </AriaSlider>
  );
}
