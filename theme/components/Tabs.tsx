import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { translate } from '../i18n/themeStrings';

/** Props of one tab. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** A tab panel; rendered by `Tabs`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

let tabsCounter = 0;

/** Props of `Tabs`, as Docusaurus's: `values` gives the tabs' order and labels, `queryString` names (or, `true`, is `groupId`) the URL query key the choice goes to. */
export interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  values?: Array<{ value: string; label?: string }>;
  defaultValue?: string | null;
  queryString?: string | boolean;
  /** The tab list's accessible name. */
  label?: string;
}

/**
 * Tabs rendered as complete HTML: every panel is in the page, each under its label, so
 * readers without JavaScript see all of them. The client runtime turns them into a
 * tablist, remembers the choice per `groupId` (e.g. the code-sample language) and reads and
 * writes it in the URL's query when `queryString` says so.
 */
export function Tabs({ children, groupId, values, defaultValue, queryString, label = translate('docsite.Tabs.label') }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const labels = new Map(values?.map((entry) => [entry.value, entry.label]));
  const labelOf = (item: ReactElement<TabItemProps>) => item.props.label ?? labels.get(item.props.value) ?? item.props.value;
  const order = values ? values.map((entry) => items.find((item) => item.props.value === entry.value)).filter((item) => item !== undefined) : items;
  const selected = (defaultValue && items.some((item) => item.props.value === defaultValue) ? defaultValue : undefined) ?? items.find((item) => item.props.default)?.props.value ?? order[0]?.props.value;
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const id = `tabs-${++tabsCounter}`;
  return (
    <div className="tabs" data-tabs="" data-group-id={groupId} data-query-string={queryKey}>
      <div className="tabs-list" role="tablist" aria-label={label}>
        {order.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${item.props.value}`}
            aria-controls={`${id}-panel-${item.props.value}`}
            aria-selected={item.props.value === selected}
            tabIndex={item.props.value === selected ? 0 : -1}
            data-value={item.props.value}
            className="tab"
          >
            {labelOf(item)}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${item.props.value}`}
          aria-labelledby={`${id}-tab-${item.props.value}`}
          className="tab-panel"
          data-value={item.props.value}
          data-selected={item.props.value === selected ? '' : undefined}
        >
          <p className="tab-panel-label">{labelOf(item)}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

/** Numbers the next tabs from `next` + 1: ids restart on every page, so a page's output does not depend on the pages rendered before it. */
export function resetTabIds(next = 0) {
  tabsCounter = next;
}

/** How many tab ids were numbered since the last reset (the layout numbers its own after the content's). */
export function tabIdsUsed() {
  return tabsCounter;
}
