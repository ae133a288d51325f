// Anchor and card icons by Font Awesome name (`book-open`, `github`), drawn as inline SVG on the
// server from the free icon sets, so no icon font or script reaches the browser. The Pro-only
// styles site.json may name (duotone, light, sharp-solid, thin) fall back to the closest free
// set: light and thin → regular, the others → solid; `brands` looks in the brands set first.
import { fab } from '@fortawesome/free-brands-svg-icons';
import { far } from '@fortawesome/free-regular-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';
import type { IconType } from '@resume-agent/site-config';

export interface IconShape {
  width: number;
  height: number;
  paths: string[];
}

type IconPack = Record<
  string,
  { iconName: string; icon: [number, number, unknown, unknown, string | string[]] }
>;

function byName(pack: IconPack): Map<string, IconShape> {
  const shapes = new Map<string, IconShape>();
  for (const definition of Object.values(pack)) {
    const [width, height, , , path] = definition.icon;
    shapes.set(definition.iconName, { width, height, paths: Array.isArray(path) ? path : [path] });
  }
  return shapes;
}

let sets:
  | {
      solid: Map<string, IconShape>;
      regular: Map<string, IconShape>;
      brands: Map<string, IconShape>;
    }
  | undefined;

function iconSets() {
  sets ??= {
    solid: byName(fas),
    regular: byName(far),
    brands: byName(fab),
  };
  return sets;
}

/** The shape for `name` in the style closest to `iconType`, or undefined for an unknown name. */
export function iconShape(name: string, iconType: IconType = 'duotone'): IconShape | undefined {
  const { solid, regular, brands } = iconSets();
  const key = name.replace(/^fa-/, '');
  const order =
    iconType === 'brands'
      ? [brands, solid, regular]
      : iconType === 'light' || iconType === 'thin'
        ? [regular, solid, brands]
        : [solid, regular, brands];
  for (const set of order) {
    const shape = set.get(key);
    if (shape) return shape;
  }
  return undefined;
}
