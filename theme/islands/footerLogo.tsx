/** The footer logo island (the theme issue adds react-inlinesvg loading). */
export function mount(element: HTMLElement) {
  element.dataset.footerLogo = 'static';
}
