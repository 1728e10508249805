/** The try-it panel island (issue 5 builds the panel itself). */
export function mount(element: HTMLElement) {
  element.dataset.tryIt = 'pending';
}
