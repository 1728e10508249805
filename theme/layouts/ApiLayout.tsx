import type { PageProps } from '../../src/render/pageProps';
import { DocLayout } from './DocLayout';
import { ApiOperation } from '../components/api/ApiOperation';
import { ApiInfo } from '../components/api/ApiInfo';
import { ApiSchema } from '../components/api/ApiSchema';
import { apiSectionTitle } from '../i18n/apiStrings';

/**
 * API reference pages live in the docs frame, with the operation or info view as content. An
 * operation page takes the TOC's column for its own second column from 1280 px (api.css).
 */
export function ApiLayout(props: PageProps) {
  const { api } = props;
  // An operation page's section headings are compiled in English, once for every locale: the table of contents says them in the page's.
  const page = api?.operation ? { ...props.page, toc: props.page.toc.map((heading) => ({ ...heading, text: apiSectionTitle(heading.id) ?? heading.text })) } : props.page;
  return (
    <DocLayout {...props} page={page} variant={api?.operation ? 'api-operation-layout' : undefined}>
      {api?.operation && <ApiOperation operation={api.operation} proxyPath={api.proxyPath} environment={api.environment} />}
      {api?.info && <ApiInfo info={api.info} />}
      {api?.schema && <ApiSchema schema={api.schema} />}
    </DocLayout>
  );
}
