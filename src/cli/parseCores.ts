import { requireCommonJs } from '../shared/requireCommonJs.js';

const { InvalidArgumentError } = requireCommonJs('commander') as typeof import('commander');

/** `--cores N`: a whole number of threads, 1 or more (a usage error otherwise, exit 2). */
export function parseCores(value: string): number {
  const cores = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(cores) || cores < 1) throw new InvalidArgumentError('expected a whole number of cores, 1 or more');
  return cores;
}
