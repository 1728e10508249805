import type { CompiledTryItProps, TryItProps } from '../../../src/compile/openapi/apiPageData';
import { apiTypeText } from '../../i18n/apiStrings';
import { TryItPanel } from '../../islands/tryIt/TryItPanel';
import { IslandProps } from '../IslandProps';

/**
 * The try-it panel, rendered in full on the server and hydrated by the `try-it` island when
 * it scrolls into view or takes focus. Props travel as JSON in the island's script child;
 * the panel itself lives in its own element so hydration sees exactly what React rendered.
 */
export function TryIt({ props: compiled }: { props: CompiledTryItProps }) {
  // The island has no strings table of the API's words: it gets the types in the page's words.
  const props: TryItProps = { ...compiled, parameters: compiled.parameters.map((parameter) => ({ ...parameter, type: apiTypeText(parameter.type) })) };
  return (
    <div className="try-it" data-island="try-it" data-island-when="visible">
      <IslandProps value={props} />
      <div className="try-it-root">
        <TryItPanel {...props} />
      </div>
    </div>
  );
}
