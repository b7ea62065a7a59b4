import { useState } from 'react';
import { isKeyboardFocus } from '#islands/ui/plain-interactions.ts';
import '#islands/ui/field.css';

/**
 * A labelled native date input with the kit TextField's look (field.css: label, box, hover, focus and keyboard ring),
 * without react-aria's field code: the history's filters are on screen before the page is interactive
 * (bench/page-weight.ts). Its value is the browser's "YYYY-MM-DD" ('' when empty or partial).
 */
export function DateFilterField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly className?: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [focus, setFocus] = useState<'none' | 'pointer' | 'keyboard'>('none');
  return (
    <label className={props.className ? `ui-field ${props.className}` : 'ui-field'}>
      <span className="ui-label">{props.label}</span>
      <span
        className="ui-input-group"
        data-hovered={hovered || undefined}
        data-focus-within={focus !== 'none' || undefined}
        onPointerEnter={(e) => setHovered(e.pointerType !== 'touch')}
        onPointerLeave={() => setHovered(false)}
      >
        <input
          className="ui-input"
          type="date"
          value={props.value}
          data-focus-visible={focus === 'keyboard' || undefined}
          onChange={(e) => props.onChange(e.target.value)}
          onFocus={() => setFocus(isKeyboardFocus() ? 'keyboard' : 'pointer')}
          onBlur={() => setFocus('none')}
        />
      </span>
    </label>
  );
}
