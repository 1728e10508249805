import type { CodeSample } from '../../../src/compile/openapi/apiPageData';
import { TabItem, Tabs } from '../Tabs';
import { apiText } from '../../i18n/apiStrings';

/**
 * The code samples in tabs, one per language. `groupId="lang"` makes the client tabs code
 * remember the chosen language (`docsite-tabs:lang`) and apply it on every page.
 */
export function CodeSamples({ samples }: { samples: CodeSample[] }) {
  return (
    <Tabs groupId="lang" label={apiText('docsite.Api.languageTabs')}>
      {samples.map((sample) => (
        <TabItem key={sample.language} value={sample.language} label={sample.label}>
          <div className="code-block" data-language={sample.language} dangerouslySetInnerHTML={{ __html: sample.html }} />
        </TabItem>
      ))}
    </Tabs>
  );
}
