import type { ResponseView } from '../../../src/compile/openapi/apiPageData';
import { TabItem, Tabs } from '../Tabs';
import { Examples } from './Examples';
import { apiText } from '../../i18n/apiStrings';

/**
 * The example answer for each status, one tab per status beside the reference (the first
 * success selected). Opening a response on the left selects its tab (`client/apiResponses.ts`).
 */
export function ResponseExamples({ responses }: { responses: ResponseView[] }) {
  const selected = responses.find((response) => response.status.startsWith('2'))?.status;
  return (
    <Tabs label={apiText('docsite.Api.statusTabs')}>
      {responses.map((response) => (
        <TabItem key={response.status} value={response.status} default={response.status === selected}>
          {response.examples.length > 0 ? <Examples examples={response.examples} /> : <p className="api-media-type">{apiText('docsite.Api.noResponseBody')}</p>}
        </TabItem>
      ))}
    </Tabs>
  );
}
