import {
  Cherry,
  Clover,
  Club,
  Dices,
  Fish,
  Flame,
  Gamepad2,
  Gift,
  History,
  House,
  type LucideIcon,
  Spade,
  Star,
  Ticket,
  Volleyball,
} from 'lucide-react';

/** The picture beside each category name in the menus and rows: SVG icons, never emoji (no font needed). */
const ICONS: Record<string, LucideIcon> = {
  HOME: House,
  HOT: Flame,
  RECENT: History,
  INHOUSE: Star,
  ELOTT: Clover,
  LOTT: Ticket,
  LIVE: Club,
  SPORTS: Volleyball,
  FISH: Fish,
  RNG: Cherry,
  PVP: Spade,
  ESPORTS: Gamepad2,
  PROMO: Gift,
};

/** Decorative: the category's name beside it is what screen readers read. */
export default function CategoryIconSet({ code }: { code: string }) {
  const Icon = ICONS[code] ?? Dices;
  return <Icon aria-hidden="true" size="1em" />;
}
