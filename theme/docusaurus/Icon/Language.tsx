// `@theme/Icon/Language`: the globe of a language menu, drawn with the theme's own icon.

import { GlobeIcon, type IconProps } from '../../icons.tsx';

export default function IconLanguage({ width = 20, height = 20, className }: Omit<IconProps, 'size'>) {
  return <GlobeIcon width={width} height={height} className={className} />;
}
