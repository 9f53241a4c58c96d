// `@theme/Icon/LightMode`: the light colour mode's sun, drawn with the theme's own icon.

import { SunIcon, type IconProps } from '../../icons.tsx';

export default function IconLightMode({ width = 24, height = 24, className }: Omit<IconProps, 'size'>) {
  return <SunIcon width={width} height={height} className={className} />;
}
