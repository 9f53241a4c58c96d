// `@theme/Icon/Close`: a cross, as on a button that closes, drawn with the theme's own icon.

import { CloseIcon, type IconProps } from '../../icons.tsx';

export default function IconClose({ width = 14, height = 14, className }: Omit<IconProps, 'size'>) {
  return <CloseIcon width={width} height={height} className={className} />;
}
