// `@theme/Icon/SystemColorMode`: the system colour mode's screen, drawn with the theme's own icon.

import { SystemIcon, type IconProps } from '../../icons.tsx';

export default function IconSystemColorMode({ width = 24, height = 24, className }: Omit<IconProps, 'size'>) {
  return <SystemIcon width={width} height={height} className={className} />;
}
