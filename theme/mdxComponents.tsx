import type { ApiScope } from '../src/compile/openapi/apiScope';
import { Admonition } from './components/Admonition';
import { AgentTable, AiVersionTable, PlanTable } from './components/FactTables';
import { EndpointTable, ErrorTable } from './components/api/EndpointTable';
import { SiteRequestTable, SiteStorageTable } from './components/SiteStorageTables';
import { sentItems, storedItems } from './client/storedItems';
import { TabItem, Tabs } from './components/Tabs';

/** What MDX pages see in scope: data modules by key, the site, and the API summary. */
export interface MdxScope {
  [key: string]: unknown;
  api: ApiScope;
}

/**
 * Components every MDX page may use without importing. Data-driven ones are bound to the
 * scope here, so the components themselves stay pure functions of their props.
 */
export function createMdxComponents(scope: MdxScope) {
  const product = scope.product as { plans?: never[]; aiVersions?: never[]; agents?: never[] } | undefined;
  return {
    Tabs,
    TabItem,
    Admonition,
    PlanTable: () => <PlanTable plans={product?.plans ?? []} />,
    AiVersionTable: () => <AiVersionTable versions={product?.aiVersions ?? []} />,
    AgentTable: () => <AgentTable agents={product?.agents ?? []} />,
    EndpointTable: () => <EndpointTable operations={scope.api.operations} />,
    ErrorTable: () => <ErrorTable errors={scope.api.errors} />,
    SiteStorageTable: () => <SiteStorageTable items={storedItems} />,
    SiteRequestTable: () => <SiteRequestTable items={sentItems} />,
  };
}
