import { SHOP_DESCRIPTION, SHOP_NAME } from '@tienda/domain';
import { BOLD_EM, COLOUR, fittingSize, LINE_HEIGHT, PANEL, REGULAR_EM, SHARE_CARD_SIZE, shareCardJpeg, TEXT, textLine, wrap } from './shareCard';

// The mark of the shop's header (ui ShopLogo): lucide's shopping bag, white on the brand's square.
const BAG_PATHS = ['M16 10a4 4 0 0 1-8 0', 'M3.103 6.034h17.794', 'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z'];
const MARK = { size: 300, radius: 56, icon: 200 };

const NAME_Y = 250;
const DESCRIPTION_SIZE = 30;

/** The shop's card beside the name and its line: what a link to the shop (its home) shows in chats and networks. */
export function shopShareCardSvg(): string {
  const { width, height } = SHARE_CARD_SIZE;
  const markAt = (PANEL - MARK.size) / 2;
  const iconAt = (PANEL - MARK.icon) / 2;
  const nameSize = fittingSize(72, BOLD_EM, SHOP_NAME);
  const description = wrap(SHOP_DESCRIPTION, Math.floor(TEXT.width / (DESCRIPTION_SIZE * REGULAR_EM)), 5);
  const descriptionTop = NAME_Y + 40 + DESCRIPTION_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${PANEL}" height="${height}" fill="${COLOUR.brandTint}"/>
  <rect width="${width}" height="12" fill="${COLOUR.brand}"/>
  <rect x="${markAt}" y="${markAt}" width="${MARK.size}" height="${MARK.size}" rx="${MARK.radius}" fill="${COLOUR.brand}"/>
  <g transform="translate(${iconAt} ${iconAt}) scale(${MARK.icon / 24})" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    ${BAG_PATHS.map((d) => `<path d="${d}"/>`).join('')}
  </g>
  ${textLine(NAME_Y, SHOP_NAME, nameSize, COLOUR.text, 700)}
  ${description.map((line, i) => textLine(descriptionTop + i * DESCRIPTION_SIZE * LINE_HEIGHT, line, DESCRIPTION_SIZE, COLOUR.textMuted)).join('\n  ')}
</svg>`;
}

/** The shop's link-preview picture: a 1200 × 630 JPEG under 300 KB. */
export const drawShopShareCard = () => shareCardJpeg([{ input: Buffer.from(shopShareCardSvg()) }]);
