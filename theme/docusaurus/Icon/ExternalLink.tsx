// `@theme/Icon/ExternalLink`: the icon after a link that opens in a new tab, drawn with the theme's own icon.

import { ExternalLinkIcon, type IconProps } from '../../icons.tsx';

export default function IconExternalLink({ width = 13.5, height = 13.5, className }: Omit<IconProps, 'size'>) {
  return <ExternalLinkIcon width={width} height={height} className={className} />;
}
