/**
 * The props of a React island, as the island contract (`client/islands.ts`) reads them: a
 * `<script type="application/json" data-island-props>` child of the `[data-island]` element.
 * `<` is escaped so a value can never close the script element.
 */
export function IslandProps({ value }: { value: unknown }) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: json }} />;
}
