type Props = Record<string, unknown>;

/**
 * An element's props as React 18 made them. Docusaurus sites run on the React they installed, often 18; docs-build
 * renders them with its own React 19, which changed two things packages written for 18 count on:
 * - React 18's JSX runtime gave every element its type's `defaultProps`; React 19's gives them to class components
 *   only, so a function or `forwardRef` component gets `undefined` where it counted on a default
 *   (react-fontawesome 0.2's `className.split(' ')` throws);
 * - React 18 never left `ref` among the props; React 19 passes it on as a prop, so a `ref: null` that a wrapper
 *   forwards (Emotion's `css` prop element passes `ref: null` when it was given none) reaches the component and,
 *   spread after the component's own ref (`<div ref={ref} {...rest}>`), takes its place.
 * A `ref` that is set stays: React 19 attaches refs from the props.
 */
export function legacyProps(type: unknown, props: Props): Props {
  let resolved: Props | undefined;
  if ('ref' in props && (props.ref === null || props.ref === undefined)) {
    resolved = { ...props };
    delete resolved.ref;
  }
  const defaults = (type as { defaultProps?: Props } | null | undefined)?.defaultProps;
  if (defaults !== undefined && defaults !== null) {
    for (const name in defaults) {
      if ((resolved ?? props)[name] !== undefined) continue;
      resolved ??= { ...props };
      resolved[name] = defaults[name];
    }
  }
  return resolved ?? props;
}
