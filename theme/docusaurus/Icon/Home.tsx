// `@theme/Icon/Home`: a house, as the first breadcrumb, drawn with the theme's own icon.

import { HomeIcon, type IconProps } from '../../icons.tsx';

export default function IconHome({ width = 20, height = 20, className }: Omit<IconProps, 'size'>) {
  return <HomeIcon width={width} height={height} className={className} />;
}
