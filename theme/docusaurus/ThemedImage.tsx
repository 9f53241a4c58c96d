/**
 * `@theme/ThemedImage`: one image per colour mode. Both are in the page and the style sheet shows the one of the
 * current mode, so the server's HTML is right in either mode before any script runs.
 */
export default function ThemedImage({ sources, alt, className, ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string } & Record<string, unknown>) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt ?? ''} className={`themed-img themed-img--${mode}${className ? ` ${className}` : ''}`} {...rest} />
      ))}
    </>
  );
}
