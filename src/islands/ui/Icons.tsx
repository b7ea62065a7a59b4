import type { SVGProps } from 'react';

/** Props of an inline icon: SVG attributes; icons are decorative (aria-hidden) and sized by CSS (1em by default). */
export type IconProps = SVGProps<SVGSVGElement>;

/** Shared frame of the 16-unit stroke icons. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A tick: selected items, checked boxes, a copy that succeeded. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

/** A five-pointed star: favourite markets (filled through CSS when starred). */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 1.8l1.85 3.9 4.25.55-3.1 2.95.78 4.2L8 11.35l-3.78 2.05.78-4.2-3.1-2.95 4.25-.55z" />
    </Icon>
  );
}

/** A downward chevron: select and combo box triggers. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

/** Two stacked sheets: copy to the clipboard. */
export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 5.5V4A1.5 1.5 0 0 0 9 2.5H4A1.5 1.5 0 0 0 2.5 4v5A1.5 1.5 0 0 0 4 10.5h1.5" />
    </Icon>
  );
}

/** An arrow for a sorted column; the column turns it for descending order. */
export function SortArrowIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 12.5v-9M4.5 7L8 3.5 11.5 7" />
    </Icon>
  );
}

/** A circled exclamation mark: error states. */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 5v3.5M8 11h.01" />
    </Icon>
  );
}

/** A circled i: hints behind a tooltip. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 7.5V11M8 5h.01" />
    </Icon>
  );
}
