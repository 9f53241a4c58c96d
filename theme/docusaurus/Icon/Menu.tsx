// `@theme/Icon/Menu`: the three bars of a menu button, drawn with the theme's own icon.

import { MenuIcon, type IconProps } from '../../icons.tsx';

export default function IconMenu({ width = 30, height = 30, className }: Omit<IconProps, 'size'>) {
  return <MenuIcon width={width} height={height} className={className} />;
}
