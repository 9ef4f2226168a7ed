import { BadgePercent, Headset, House, Truck } from 'lucide-react';
import { Box } from '../Box';
import { icon, list, perk } from './ShopPerks.css';

const perks = [
  { label: 'Ofertas todos los meses', Icon: BadgePercent },
  { label: 'Compra desde tu hogar', Icon: House },
  { label: 'Envíos a todo el país', Icon: Truck },
  { label: 'Te ayudamos con tus dudas', Icon: Headset },
] as const;

export type ShopPerksProps = { className?: string };

/** Why buy here, in four short promises with an icon each (spec §2 Home, mobile). */
export function ShopPerks({ className }: ShopPerksProps) {
  return (
    <ul className={[list, className].filter(Boolean).join(' ')}>
      {perks.map(({ label, Icon }) => (
        <Box as="li" key={label} display="flex" alignItems="center" gap="xsmall" padding="small" background="subtle" borderRadius="medium" className={perk}>
          <span className={icon} aria-hidden="true">
            <Icon size={24} />
          </span>
          {label}
        </Box>
      ))}
    </ul>
  );
}
