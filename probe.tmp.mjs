import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(`http://127.0.0.1:6123/iframe.html?id=${process.argv[2]}&viewMode=story`);
await page.waitForTimeout(6000);
console.log((await page.locator('body').innerText()).slice(0, 1500));
await page.screenshot({ path: '/tmp/probe.png', fullPage: true });
await browser.close();
