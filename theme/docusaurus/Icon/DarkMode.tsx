// `@theme/Icon/DarkMode`: the dark colour mode's moon, drawn with the theme's own icon.

import { MoonIcon, type IconProps } from '../../icons.tsx';

export default function IconDarkMode({ width = 24, height = 24, className }: Omit<IconProps, 'size'>) {
  return <MoonIcon width={width} height={height} className={className} />;
}
