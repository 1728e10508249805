import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

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

/**
 * Tabs rendered as complete HTML: every panel is in the page, each under its label, so
 * readers without JavaScript see all of them. The client runtime turns them into a
 * tablist and remembers the choice per `groupId` (e.g. the code-sample language).
 */
export function Tabs({ children, groupId, label = 'Tabs' }: { children?: ReactNode; groupId?: string; /** The tab list's accessible name. */ label?: string }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const selected = items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const id = `tabs-${++tabsCounter}`;
  return (
    <div className="tabs" data-tabs="" data-group-id={groupId}>
      <div className="tabs-list" role="tablist" aria-label={label}>
        {items.map((item) => (
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
            {item.props.label ?? item.props.value}
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
          <p className="tab-panel-label">{item.props.label ?? item.props.value}</p>
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
