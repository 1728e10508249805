import mermaid from 'mermaid';
import type {} from '../client/mermaidSettings';

/**
 * The mermaid island: `<div class="mermaid-diagram" data-island="mermaid">` around the
 * diagram's source in `<pre class="mermaid">` (what shows without JavaScript). It draws the
 * diagram with mermaid in the theme of the colour mode, with the site's mermaid options, and
 * draws it again when the reader switches the mode. Its chunk (and mermaid's) loads only on
 * pages that have a diagram, when one comes near the viewport.
 */
const observers = new WeakMap<HTMLElement, MutationObserver>();
let nextId = 0;
// mermaid's settings are global: one diagram at a time is set up and drawn.
let queue: Promise<void> = Promise.resolve();

const colourMode = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

async function draw(element: HTMLElement, source: string) {
  const mode = colourMode();
  const settings = DOCSITE_MERMAID ?? { theme: { light: 'default', dark: 'dark' }, options: {} };
  // As Docusaurus's theme-mermaid: the site's options, the theme of the mode, never started on load.
  mermaid.initialize({ ...settings.options, startOnLoad: false, theme: settings.theme[mode] as 'default' });
  const pre = element.querySelector<HTMLElement>(':scope > pre.mermaid')!;
  const id = `mermaid-svg-${nextId++}`;
  let drawing: Awaited<ReturnType<typeof mermaid.render>>;
  try {
    drawing = await mermaid.render(id, source);
  } catch (error) {
    // A diagram mermaid cannot read keeps its source in view, with mermaid's message beside it;
    // mermaid leaves its error drawing (and the box it measured in) at the end of the body.
    for (const leftover of [id, `d${id}`, `i${id}`]) document.getElementById(leftover)?.remove();
    element.querySelector(':scope > .mermaid-drawn')?.remove();
    pre.hidden = false;
    element.dataset.mermaidError = error instanceof Error ? error.message : String(error);
    console.warn('mermaid could not draw a diagram:', error);
    return;
  }
  const { svg, bindFunctions } = drawing;
  delete element.dataset.mermaidError;
  let figure = element.querySelector<HTMLElement>(':scope > .mermaid-drawn');
  if (!figure) {
    figure = document.createElement('div');
    figure.className = 'mermaid-drawn';
    element.append(figure);
  }
  figure.innerHTML = svg;
  figure.dataset.mode = mode;
  bindFunctions?.(figure);
  pre.hidden = true;
}

const drawInTurn = (element: HTMLElement, source: string) => (queue = queue.catch(() => {}).then(() => draw(element, source)));

export async function mount(element: HTMLElement) {
  const source = element.querySelector(':scope > pre.mermaid')?.textContent ?? '';
  await drawInTurn(element, source);
  observers.get(element)?.disconnect();
  const observer = new MutationObserver(() => {
    const drawnIn = element.querySelector<HTMLElement>(':scope > .mermaid-drawn')?.dataset.mode;
    if (!element.dataset.mermaidError && drawnIn !== colourMode()) void drawInTurn(element, source);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  observers.set(element, observer);
}

export function unmount(element: HTMLElement) {
  observers.get(element)?.disconnect();
  observers.delete(element);
}
