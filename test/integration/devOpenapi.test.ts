import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextDevEvent, pageText, useDevSite, waitForDevPage } from '../helpers/devServer.js';

// A copy of the multi-file OpenAPI fixture inside the repo (so `import … from 'docsite'` resolves),
// its schema moved out of the document's folder: `$ref: '../shared/pet.yaml#/Pet'`.
const specOf = (site: string) => path.join(site, 'openapi/pets.yaml');
const petOf = (site: string) => path.join(site, 'shared/pet.yaml');
const running = useDevSite('openapi-multifile', (site) => {
  const [specFile, petFile] = [specOf(site), petOf(site)];
  mkdirSync(path.dirname(petFile));
  renameSync(path.join(site, 'openapi/schemas/pet.yaml'), petFile);
  writeFileSync(specFile, readFileSync(specFile, 'utf8').replace("'schemas/pet.yaml#/Pet'", "'../shared/pet.yaml#/Pet'"));
});
const { site } = running;
const [specFile, petFile] = [specOf(site), petOf(site)];

const page = (route: string) => pageText(running.dev.url, route);
const waitForPage = (route: string, text: string) => waitForDevPage(running.dev.url, route, text, 30_000);

describe('docsite dev with a multi-file OpenAPI document', () => {
  it('rebuilds when a file the document $refs changes, in a folder of its own', async () => {
    expect(await page('/docs/api/listpets')).toContain('name, as its owner calls it.');
    writeFileSync(petFile, readFileSync(petFile, 'utf8').replace("as its owner calls it", 'edited in the referenced file'));
    await waitForPage('/docs/api/listpets', 'name, edited in the referenced file.');
  }, 60_000);

  it('rebuilds when the document changes, and watches a file a new $ref reaches', async () => {
    const ownerFile = path.join(site, 'shared/owner.yaml');
    writeFileSync(ownerFile, 'Owner:\n  type: object\n  properties:\n    email:\n      type: string\n      description: Where the owner reads mail.\n');
    const owner = "  /owner:\n    get:\n      operationId: getOwner\n      responses:\n        '200':\n          description: The owner.\n          content:\n            application/json:\n              schema:\n                $ref: '../shared/owner.yaml#/Owner'\n";
    // The reload event comes once the rebuilt document's files are watched.
    const rebuilt = nextDevEvent(running.dev.url, 'revision', 30_000);
    writeFileSync(specFile, readFileSync(specFile, 'utf8').replace('paths:\n', `paths:\n${owner}`));
    await rebuilt;
    await waitForPage('/docs/api/getowner', 'Where the owner reads mail.');
    // The document now reaches owner.yaml: a change to it rebuilds too.
    writeFileSync(ownerFile, readFileSync(ownerFile, 'utf8').replace('Where the owner reads mail.', 'Edited in the newly referenced file.'));
    await waitForPage('/docs/api/getowner', 'Edited in the newly referenced file.');
  }, 90_000);
});
