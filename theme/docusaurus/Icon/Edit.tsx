// `@theme/Icon/Edit`: a pencil, as beside an edit link, drawn with the theme's own icon.

import { EditIcon, type IconProps } from '../../icons.tsx';

export default function IconEdit({ width = 20, height = 20, className }: Omit<IconProps, 'size'>) {
  return <EditIcon width={width} height={height} className={className} />;
}
