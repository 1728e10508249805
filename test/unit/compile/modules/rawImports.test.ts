import { describe, expect, it } from 'vitest';
import { rawImportPath } from '../../../../src/compile/modules/rawImports.js';

describe('rawImportPath', () => {
  it("reads webpack's raw-loader inline syntax, with or without !! and options", () => {
    expect(rawImportPath('!!raw-loader!./example.ts')).toBe('./example.ts');
    expect(rawImportPath('raw-loader!@site/src/snippet.js')).toBe('@site/src/snippet.js');
    expect(rawImportPath('!!raw-loader?esModule=false!../code/a.py')).toBe('../code/a.py');
  });

  it('reads a ?raw query, with or without !! (typescript-eslint writes !!../../x.ts?raw)', () => {
    expect(rawImportPath('!!../../packages/rule-tester/src/types/DependencyConstraint.ts?raw')).toBe('../../packages/rule-tester/src/types/DependencyConstraint.ts');
    expect(rawImportPath('./example.ts?raw')).toBe('./example.ts');
  });

  it('leaves any other import alone', () => {
    expect(rawImportPath('./Component.jsx')).toBeUndefined();
    expect(rawImportPath('lz-string')).toBeUndefined();
    expect(rawImportPath('./image.png?inline')).toBeUndefined();
    expect(rawImportPath('@theme/CodeBlock')).toBeUndefined();
  });
});
