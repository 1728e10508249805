/**
 * Theme entry, loaded by the render stage: `Root` renders a whole document from
 * `PageProps`; `createMdxComponents` gives MDX pages their components.
 */
export { Root } from './Root';
export { createMdxComponents } from './mdxComponents';
export { resetTabIds } from './components/Tabs';
