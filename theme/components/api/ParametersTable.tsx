import type { ParameterView } from '../../../src/compile/openapi/apiPageData';
import { apiConstraintText, apiNodes, apiText, apiTypeText } from '../../i18n/apiStrings';

/**
 * Path, query, header and cookie parameters: name, location and type in one column, and everything
 * known about the value in the other. Two columns fit the reference's half of a wide page and a
 * phone; a longer value still wraps at spaces, or scrolls inside the table with its cue.
 */
export function ParametersTable({ parameters }: { parameters: ParameterView[] }) {
  return (
    <table className="api-parameters">
      <thead>
        <tr>
          <th scope="col">{apiText('docsite.Api.parameter')}</th>
          <th scope="col">{apiText('docsite.Api.description')}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.in}:${parameter.name}`}>
            <td>
              <code>{parameter.name}</code>
              {parameter.required && <> <span className="schema-required">{apiText('docsite.Api.required')}</span></>}
              <span className="api-parameter-where">
                {apiText(`docsite.Api.location.${parameter.in}`)} · <code className="api-type">{apiTypeText(parameter.type) + (parameter.format !== undefined ? ` (${parameter.format})` : '')}</code>
              </span>
            </td>
            <td>
              {parameter.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />}
              <ul className="schema-facts">
                {parameter.enum && (
                  <li>
                    {apiNodes('docsite.Api.allowedValues', {
                      values: parameter.enum.map((value, index) => (
                        <span key={value}>
                          {index > 0 && ', '}
                          <code>{value}</code>
                        </span>
                      )),
                    })}
                  </li>
                )}
                {parameter.default !== undefined && (
                  <li>{apiNodes('docsite.Api.default', { value: <code>{parameter.default}</code> })}</li>
                )}
                {parameter.constraints.map(apiConstraintText).map((constraint) => (
                  <li key={constraint}>{constraint}</li>
                ))}
                {parameter.example !== undefined && (
                  <li>{apiNodes('docsite.Api.example', { value: <code>{parameter.example}</code> })}</li>
                )}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
