/** A thin bar at the top of the page while a route change takes long. */
export function createProgressBar(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;
  return {
    start() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        bar ??= Object.assign(document.createElement('div'), { id: 'route-progress' });
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', 'Loading page');
        bar.style.width = '10%';
        document.body.appendChild(bar);
        requestAnimationFrame(() => bar && (bar.style.width = '80%'));
      }, delayMs);
    },
    done() {
      clearTimeout(timer);
      bar?.remove();
    },
  };
}
