import {
  Button as AriaButton,
  Slider as AriaSlider,
  SliderFill,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Label } from './Field.tsx';
import './slider.css';

/** Props of a whole-number slider between two bounds (a leverage from 1x to the market's maximum). */
export interface RangeSliderProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly minValue: number;
  readonly maxValue: number;
  /** Values marked and pressable below the track. */
  readonly marks?: readonly number[];
  /** How a value reads beside the label and on the marks ("10×"). */
  readonly format: (value: number) => string;
  readonly label?: string;
  readonly 'aria-label'?: string;
  readonly isDisabled?: boolean;
}

/**
 * A slider over whole numbers from minValue to maxValue (RAC Slider, step 1) with pressable marks, drawn like the
 * share Slider; arrows step by one, Home and End jump to the bounds.
 */
export function RangeSlider(props: RangeSliderProps) {
  const { minValue, maxValue, value, format } = props;
  const span = Math.max(1, maxValue - minValue);
  const at = (v: number) => `${((v - minValue) / span) * 100}%`;
  return (
    <AriaSlider
      value={value}
      onChange={(v) => props.onChange(Math.round(v))}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      isDisabled={props.isDisabled}
      aria-label={props['aria-label']}
      className="ui-slider"
    >
      <div className="ui-slider-head">
        {props.label ? <Label>{props.label}</Label> : <span />}
        <output className="ui-slider-output num">{format(value)}</output>
      </div>
      <SliderTrack className="ui-slider-track">
        <div className="ui-slider-rail" />
        <SliderFill className="ui-slider-fill" />
        <SliderThumb className="ui-slider-thumb" aria-valuetext={format(value)} />
      </SliderTrack>
      <div className="ui-slider-marks">
        {(props.marks ?? []).map((mark) => (
          <AriaButton
            key={mark}
            className="ui-slider-mark"
            style={{ left: at(mark) }}
            data-active={value === mark || undefined}
            data-edge={mark === maxValue ? 'end' : mark === minValue ? 'start' : undefined}
            isDisabled={props.isDisabled}
            excludeFromTabOrder
            onPress={() => props.onChange(mark)}
          >
            {format(mark)}
          </AriaButton>
        ))}
      </div>
    </AriaSlider>
  );
}
