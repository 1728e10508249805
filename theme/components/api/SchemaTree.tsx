import type { SchemaNode } from '../../../src/compile/openapi/apiPageData';

/** Type, title, format and required flag of a node, on one line. */
function NodeHead({ node, label }: { node: SchemaNode; label?: string }) {
  return (
    <>
      <code className="schema-name">{node.name ?? label}</code> <span className="schema-type">{node.type}</span>
      {node.title && node.title !== node.type && node.title !== label && <> <span className="schema-title">{node.title}</span></>}
      {node.format && <> <span className="schema-format">{node.format}</span></>}
      {node.required && <> <span className="schema-required">required</span></>}
    </>
  );
}

/** Description, allowed values, limits and example of a node. */
function NodeFacts({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.descriptionHtml && <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      {(node.enum || node.constraints || node.example || node.circular) && (
        <ul className="schema-facts">
          {node.enum && (
            <li>
              {node.enum.length === 1 ? 'Always ' : 'Allowed values: '}
              {node.enum.map((value, index) => (
                <span key={value}>
                  {index > 0 && ', '}
                  <code>{value}</code>
                </span>
              ))}
            </li>
          )}
          {node.constraints?.map((constraint) => <li key={constraint}>{constraint}</li>)}
          {node.example && (
            <li>
              Example: <code>{node.example}</code>
            </li>
          )}
          {node.circular && <li>Refers back to {node.title ?? 'an enclosing schema'}; see above.</li>}
        </ul>
      )}
    </>
  );
}

const childLabel = (parent: SchemaNode, child: SchemaNode, index: number) => (parent.childKind === 'items' ? 'items' : child.name ? undefined : child.title ?? `option ${index + 1}`);

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

/** One property (or item, or alternative): a `<details>` when it has children, else a plain row. */
function SchemaItem({ node, label }: { node: SchemaNode; label?: string }) {
  if (!node.children?.length) {
    return (
      <li className="schema-node">
        <div className="schema-head">
          <NodeHead node={node} label={label} />
        </div>
        <NodeFacts node={node} />
      </li>
    );
  }
  return (
    <li className="schema-node">
      <details>
        <summary className="schema-head">
          <NodeHead node={node} label={label} />
        </summary>
        <NodeFacts node={node} />
        <Children node={node} />
      </details>
    </li>
  );
}

/**
 * A schema as an expandable tree: the root's own line, then its properties; nested objects,
 * arrays and alternatives are `<details>` that work without JavaScript.
 */
export function SchemaTree({ node }: { node: SchemaNode }) {
  return (
    <div className="schema-tree">
      <p className="schema-root">
        <span className="schema-type">{node.type}</span>
        {node.title && <> <span className="schema-title">{node.title}</span></>}
      </p>
      <NodeFacts node={node} />
      <Children node={node} />
    </div>
  );
}
