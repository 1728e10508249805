import type { ParameterView } from '../../../src/compile/openapi/apiPageData';

/** Path, query and header parameters: name, location, type, and everything known about the value. */
export function ParametersTable({ parameters }: { parameters: ParameterView[] }) {
  return (
    <table className="api-parameters">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.in}:${parameter.name}`}>
            <td>
              <code>{parameter.name}</code>
              {parameter.required && <> <span className="schema-required">required</span></>}
            </td>
            <td>{parameter.in}</td>
            <td>
              <code className="api-type">{parameter.type}</code>
            </td>
            <td>
              {parameter.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />}
              <ul className="schema-facts">
                {parameter.enum && (
                  <li>
                    Allowed values: {parameter.enum.map((value, index) => (
                      <span key={value}>
                        {index > 0 && ', '}
                        <code>{value}</code>
                      </span>
                    ))}
                  </li>
                )}
                {parameter.default !== undefined && (
                  <li>
                    Default: <code>{parameter.default}</code>
                  </li>
                )}
                {parameter.constraints.map((constraint) => <li key={constraint}>{constraint}</li>)}
                {parameter.example !== undefined && (
                  <li>
                    Example: <code>{parameter.example}</code>
                  </li>
                )}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
