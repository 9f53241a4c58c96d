import site from 'docs-build:site';
import { messagesFor } from '../shared/translations.ts';

/** What a click on a code copy button or a video placeholder does; loaded on the first such click. */
export function runContentAction(target: Element): void {
  if (target.matches('.code-block__copy')) void copyCode(target as HTMLButtonElement);
  else loadEmbed(target.closest('.lite-embed') as HTMLElement | null);
}

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) return;
  const text = code.textContent ?? '';
  // The aria-label is the button's accessible name, so the feedback must go there too or screen readers never hear it.
  const messages = messagesFor(site.locale.lang, site.translations);
  // What the button said before the first click, in the page's language, to say again afterwards.
  const label = (button.dataset.label ??= button.getAttribute('aria-label') ?? messages.text('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'));
  const idle = (button.dataset.idle ??= button.textContent ?? messages.text('theme.CodeBlock.copy', 'Copy'));
  const say = (message: string) => {
    button.textContent = message;
    button.setAttribute('aria-label', message);
  };
  try {
    await navigator.clipboard.writeText(text);
    button.dataset.copied = 'true';
    say(messages.text('theme.CodeBlock.copied', 'Copied'));
  } catch {
    say(messages.text('docs-build.CodeBlock.copyFailed', 'Copy failed'));
  }
  setTimeout(() => {
    delete button.dataset.copied;
    button.textContent = idle;
    button.setAttribute('aria-label', label);
  }, 2000);
}

function loadEmbed(container: HTMLElement | null): void {
  if (!container?.dataset.embedSrc) return;
  const iframe = document.createElement('iframe');
  const src = new URL(container.dataset.embedSrc, location.href);
  src.searchParams.set('autoplay', '1');
  iframe.src = src.href;
  iframe.title = container.dataset.embedTitle ?? 'Embedded video';
  iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  iframe.allowFullscreen = true;
  iframe.loading = 'lazy';
  container.replaceChildren(iframe);
  container.dataset.loaded = 'true';
}
