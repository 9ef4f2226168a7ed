import type { Page } from 'playwright';

/**
 * Every price a shopper sees carries its price without national taxes (Res. SIC 4/2025): each price
 * block the components mark with `data-price` must hold a `data-net-price` legend, "Precio sin
 * impuestos nacionales: $ X". Fails the story naming the blocks without one.
 */
export async function expectPricesCarryLegend(page: Page) {
  const missing = await page.evaluate(() => {
    const legend = /^Precio sin impuestos nacionales: -?\$\s[\d.]+,\d\d$/;
    return [...document.querySelectorAll('[data-price]')]
      .filter((block) => ![...block.querySelectorAll('[data-net-price]')].some((note) => legend.test(note.textContent?.trim() ?? '')))
      .map((block) => (block.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80));
  });
  if (missing.length > 0) throw new Error(`Precios sin la leyenda "Precio sin impuestos nacionales": ${missing.join(' | ')}`);
}
