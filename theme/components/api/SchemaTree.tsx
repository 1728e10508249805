import type { SchemaNode } from '../../../src/compile/openapi/apiPageData';
import { inlineHtml } from './SectionHeading';
import { apiConstraintText, apiNodes, apiText, apiTypeText } from '../../i18n/apiStrings';
import { apiHtmlFromReact } from './fromReact';
import { schemaTreeInnerHtml } from './schemaTreeWriter';

/** Type, title, format, discriminator value and flags of a node, on one line. */
function NodeHead({ node, label }: { node: SchemaNode; label?: string }) {
  const type = apiTypeText(node.type);
  return (
    <>
      <code className="schema-name">{node.name ?? label}</code> <span className="schema-type">{type}</span>
      {node.title && node.title !== type && node.title !== label && <> <span className="schema-title">{node.title}</span></>}
      {node.format && <> <span className="schema-format">{node.format}</span></>}
      {node.discriminatorValue !== undefined && node.discriminatorValue !== label && <> <span className="schema-discriminator-value">= <code>{JSON.stringify(node.discriminatorValue)}</code></span></>}
      {node.required && <> <span className="schema-required">{apiText('docsite.Api.required')}</span></>}
      {node.access && <> <span className="schema-access">{apiText(`docsite.Api.access.${node.access}`)}</span></>}
      {node.deprecated && <> <span className="schema-deprecated">{apiText('docsite.Api.deprecated')}</span></>}
    </>
  );
}

/** The allowed values: inline, or one per line with what each means. */
function EnumFact({ node }: { node: SchemaNode }) {
  const values = node.enum!;
  if (node.enumDescriptions) {
    return (
      <li>
        {apiText(values.length === 1 ? 'docsite.Api.alwaysValueList' : 'docsite.Api.allowedValuesList')}
        <ul className="schema-enum">
          {values.map((value, index) => (
            <li key={value}>
              <code>{value}</code>
              {node.enumDescriptions![index] && <> — <span dangerouslySetInnerHTML={{ __html: inlineHtml(node.enumDescriptions![index]) }} /></>}
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li>
      {apiNodes(values.length === 1 ? 'docsite.Api.alwaysValue' : 'docsite.Api.allowedValues', {
        values: values.map((value, index) => (
          <span key={value}>
            {index > 0 && ', '}
            <code>{value}</code>
          </span>
        )),
      })}
    </li>
  );
}

/** Which discriminator value selects which schema. */
function DiscriminatorFact({ discriminator }: { discriminator: NonNullable<SchemaNode['discriminator']> }) {
  return (
    <li>
      {apiNodes('docsite.Api.toldApartBy', { property: <code>{discriminator.propertyName}</code> })}
      {discriminator.mapping.length > 0 && ': '}
      {discriminator.mapping.map((entry, index) => (
        <span key={entry.value}>
          {index > 0 && ', '}
          <code>{JSON.stringify(entry.value)}</code> → {entry.target}
        </span>
      ))}
    </li>
  );
}

/** Description, allowed values, limits, example and where a schema rendered elsewhere is. */
function NodeFacts({ node }: { node: SchemaNode }) {
  const onPage = node.link?.onPage === true;
  return (
    <>
      {node.descriptionHtml && <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      {(node.enum || node.constraints || node.example || node.discriminator || onPage) && (
        <ul className="schema-facts">
          {node.enum && <EnumFact node={node} />}
          {node.discriminator && <DiscriminatorFact discriminator={node.discriminator} />}
          {node.constraints?.map(apiConstraintText).map((constraint) => <li key={constraint}>{constraint}</li>)}
          {node.example && (
            <li>{apiNodes('docsite.Api.example', { value: <code>{node.example}</code> })}</li>
          )}
          {onPage && (
            <li className="schema-link">
              {apiNodes('docsite.Api.seeAbove', { schema: <a href={node.link!.href}>{node.title ?? apiText('docsite.Api.theSchema')}</a> })}
            </li>
          )}
        </ul>
      )}
    </>
  );
}

const childLabel = (parent: SchemaNode, child: SchemaNode, index: number) =>
  parent.childKind === 'items' ? apiText('docsite.Api.arrayItems') : child.name ? undefined : (child.title ?? child.discriminatorValue ?? apiText('docsite.Api.option', { number: index + 1 }));

/** The children of a node: properties, the array item, or the alternatives of a oneOf/anyOf. */
function Children({ node }: { node: SchemaNode }) {
  if (!node.children?.length) return null;
  const intro = node.childKind === 'oneOf' ? 'Exactly one of:' : node.childKind === 'anyOf' ? 'Any of:' : undefined;
  return (
    <>
      {intro && <p className="schema-combinator">{intro}</p>}
      <ul className="schema-children">
        {node.children.map((child, index) => (
          <SchemaItem key={child.name ?? index} node={child} label={childLabel(node, child, index)} />
        ))}
      </ul>
    </>
  );
}

/**
 * One property (or item, or alternative): a `<details>` when it has children, else a plain
 * row. A schema nested too deep to expand is a closed `<details>` holding only a link to
 * its own page, so the page stays small and reads without JavaScript.
 */
function SchemaItem({ node, label }: { node: SchemaNode; label?: string }) {
  const deep = node.link && !node.link.onPage;
  if (!node.children?.length && !deep) {
    return (
      <li className="schema-node" id={node.anchor}>
        <div className="schema-head">
          <NodeHead node={node} label={label} />
        </div>
        <NodeFacts node={node} />
      </li>
    );
  }
  return (
    <li className="schema-node" id={node.anchor}>
      <details>
        <summary className="schema-head">
          <NodeHead node={node} label={label} />
        </summary>
        <NodeFacts node={node} />
        {deep ? (
          <p className="schema-link">
            {apiNodes('docsite.Api.ownPage', { schema: <a href={node.link!.href}>{node.title ?? apiText('docsite.Api.thisSchema')}</a> })}
          </p>
        ) : (
          <Children node={node} />
        )}
      </details>
    </li>
  );
}

/**
 * A schema as an expandable tree: the root's own line, then its properties; nested objects,
 * arrays and alternatives are `<details>` that work without JavaScript. Written as a string by
 * `schemaTreeInnerHtml` (the same HTML, a fraction of React's time); these elements are what
 * it stands in for, rendered with `DOCSITE_API_HTML_FROM_REACT=1`.
 */
export function SchemaTree({ node }: { node: SchemaNode }) {
  if (apiHtmlFromReact()) return <SchemaTreeElements node={node} />;
  return <div className="schema-tree" id={node.anchor} dangerouslySetInnerHTML={{ __html: schemaTreeInnerHtml(node) }} />;
}

/** `SchemaTree` as React elements: the reference `schemaTreeInnerHtml` is held equal to. */
export function SchemaTreeElements({ node }: { node: SchemaNode }) {
  return (
    <div className="schema-tree" id={node.anchor}>
      <p className="schema-root">
        <span className="schema-type">{apiTypeText(node.type)}</span>
        {node.title && <> <span className="schema-title">{node.title}</span></>}
      </p>
      <NodeFacts node={node} />
      {node.link && !node.link.onPage ? (
        <p className="schema-link">
          {apiNodes('docsite.Api.ownPage', { schema: <a href={node.link.href}>{node.title ?? apiText('docsite.Api.thisSchema')}</a> })}
        </p>
      ) : (
        <Children node={node} />
      )}
    </div>
  );
}
