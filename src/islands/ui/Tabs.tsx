import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import './tabs.css';

/** Look of a tab list: `underline` (default) for page sections, `pill` for compact switches such as Buy / Sell. */
export type TabsVariant = 'underline' | 'pill';

/** Props of Tabs: react-aria's (selectedKey, onSelectionChange, isDisabled, disabledKeys...) plus the look. */
export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  readonly variant?: TabsVariant;
  readonly className?: string;
}

/** A set of tabs and their panels (RAC Tabs): arrow keys move between tabs, panels follow the selection. */
export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return <AriaTabs {...props} data-variant={variant} className={className ? `ui-tabs ${className}` : 'ui-tabs'} />;
}

/** The row of tabs; give it an aria-label. */
export function TabList<T extends object>({
  className,
  ...props
}: Omit<AriaTabListProps<T>, 'className'> & { className?: string }) {
  return <AriaTabList {...props} className={className ? `ui-tab-list ${className}` : 'ui-tab-list'} />;
}

/** One tab; its id matches its TabPanel's id. */
export function Tab({ className, ...props }: Omit<AriaTabProps, 'className'> & { className?: string }) {
  return <AriaTab {...props} className={className ? `ui-tab ${className}` : 'ui-tab'} />;
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: Omit<AriaTabPanelProps, 'className'> & { className?: string }) {
  return <AriaTabPanel {...props} className={className ? `ui-tab-panel ${className}` : 'ui-tab-panel'} />;
}
